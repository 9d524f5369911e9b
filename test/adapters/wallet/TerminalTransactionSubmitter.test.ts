import { describe, expect, it } from 'vitest'
import { TerminalTransactionSubmitter } from '../../../src/adapters/wallet/TerminalTransactionSubmitter'
import { TransactionRevertedError } from '../../../src/domain/errors/TransactionRevertedError'
import type { StoredTransactions } from '../../../src/ports/TransactionsStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { InMemoryTransactionReceipts } from '../../doubles/InMemoryTransactionReceipts'
import { InMemoryWallet } from '../../doubles/InMemoryWallet'
import { ManualClock } from '../../doubles/ManualClock'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const to = `0x${'9'.repeat(40)}`
const swap = {
  kind: 'swap',
  inputAmount: '1',
  inputSymbol: 'AURA',
  outputAmount: '2',
  outputSymbol: 'USDT',
} as const

function submitter() {
  const wallet = new InMemoryWallet(KEY)
  const receipts = new InMemoryTransactionReceipts()
  const store = new InMemoryStateStore<StoredTransactions>()
  const clock = new ManualClock(1_700_000_000_000)
  return { wallet, receipts, store, sender: new TerminalTransactionSubmitter(wallet, receipts, store, clock) }
}

describe('TerminalTransactionSubmitter', () => {
  it('records the transaction with its summary data and receipt, and resolves with hash and block', async () => {
    const { sender, store, wallet } = submitter()
    const sent = await sender.submit(128, { to }, { summary: swap })
    expect(wallet.sent).toEqual([{ to }])
    expect(sent.blockNumber).toBe(1)
    const stored = (await store.read())![128]![sent.hash] as Record<string, unknown>
    expect(stored.summary).toEqual(swap)
    expect(stored.addedTime).toBe(1_700_000_000_000)
    expect((stored.receipt as { status: number }).status).toBe(1)
  })

  it('keeps a reverted transaction with its receipt and fails with the summary in English', async () => {
    const { sender, receipts, store } = submitter()
    receipts.status = 0
    const failure = sender.submit(128, { to }, { summary: swap })
    await expect(failure).rejects.toBeInstanceOf(TransactionRevertedError)
    await expect(failure).rejects.toThrow(/^Swap 1 AURA for 2 USDT failed: transaction 0x[0-9a-f]{64} reverted\.$/)
    const [stored] = Object.values((await store.read())![128]!) as { receipt: { status: number } }[]
    expect(stored!.receipt.status).toBe(0)
  })
})
