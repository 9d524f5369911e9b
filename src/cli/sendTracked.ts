import { FomoError } from '../domain/errors/FomoError'
import { restoreTransactions } from '../domain/transactions/restoreTransactions'
import type { TransactionReceipt } from '../domain/transactions/TransactionDetails'
import type { TransactionsAction } from '../domain/transactions/TransactionsAction'
import { transactionsReducer } from '../domain/transactions/transactionsReducer'
import { TransactionReceipts } from '../ports/TransactionReceipts'
import { type StoredTransactions, TransactionsStore } from '../ports/TransactionsStore'
import { type TransactionRequest, Wallet } from '../ports/Wallet'
import type { ChainSession } from './compositionRoot'

export interface Tracked {
  summary: string
  approval?: { tokenAddress: string; spender: string }
}

/**
 * Sends a transaction from the session's wallet and keeps it in the recent-transactions store (added, then
 * finalised with its receipt), so `fomo tx` shows it; fails when it reverts.
 */
export async function sendTracked(
  session: ChainSession,
  request: TransactionRequest,
  tracked: Tracked,
): Promise<TransactionReceipt> {
  const { chainId } = session.config
  const wallet = session.container.get<Wallet>(Wallet)
  const sent = await wallet.sendTransaction(request)
  await record(session, {
    type: 'add',
    chainId,
    hash: sent.hash,
    from: await wallet.address(),
    now: Date.now(),
    ...tracked,
  })
  await sent.wait()
  const receipt = await session.container.get<TransactionReceipts>(TransactionReceipts).receiptOf(chainId, sent.hash)
  if (!receipt) throw new FomoError(`Transaction ${sent.hash} was not mined; check it later with \`fomo tx\`.`)
  await record(session, { type: 'finalize', chainId, hash: sent.hash, receipt, now: Date.now() })
  if (receipt.status !== 1) {
    throw new FomoError(`${tracked.summary} failed: transaction ${sent.hash} reverted.`, {
      details: { hash: sent.hash },
    })
  }
  return receipt
}

async function record(session: ChainSession, action: TransactionsAction): Promise<void> {
  const store = session.container.get<TransactionsStore>(TransactionsStore)
  const state = restoreTransactions(await store.read())
  await store.write(transactionsReducer(state, action) as unknown as StoredTransactions)
}
