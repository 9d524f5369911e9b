import { describe, expect, it } from 'vitest'
import type { TransactionReceipt } from '../../../src/domain/transactions/TransactionDetails'
import { TransactionSender } from '../../../src/ui/stores/TransactionSender'
import { TransactionsViewStore } from '../../../src/ui/stores/TransactionsViewStore'
import type { WalletStore } from '../../../src/ui/stores/WalletStore'
import { flushPromises } from '../../doubles/flushPromises'
import { InMemoryBlockNumbers } from '../../doubles/InMemoryBlockNumbers'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { ManualClock } from '../../doubles/ManualClock'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'aa'.repeat(32)}`

const mined = (status: number): TransactionReceipt => ({
  blockHash: `0x${'bb'.repeat(32)}`,
  blockNumber: 11,
  contractAddress: null,
  from: FROM,
  status,
  to: null,
  transactionHash: HASH,
  transactionIndex: 0,
})

/** The app's sender over a wallet that hands back HASH; the recent list never finds a receipt, the chain's does when set. */
function setUp() {
  const clock = new ManualClock()
  const transactions = new TransactionsViewStore(
    new InMemoryStateStore(),
    clock,
    async () => null,
    () => {},
  )
  const wallet = { account: FROM, connectedWallet: () => ({ sendTransaction: async () => ({ hash: HASH }) }) }
  const blocks = new InMemoryBlockNumbers()
  const chain = { receipt: null as TransactionReceipt | null, reads: 0 }
  const sender = new TransactionSender(wallet as unknown as WalletStore, transactions, {
    blocks,
    receiptOf: async () => {
      chain.reads++
      return chain.receipt
    },
  })
  return { sender, transactions, blocks, chain }
}

describe('TransactionSender.settled', () => {
  it('follows a transaction that left the recent list unseen by its own receipt, at each new block', async () => {
    const { sender, transactions, blocks, chain } = setUp()
    const { hash } = await sender.submit(128, { to: FROM }, { summary: { kind: 'approve', symbol: 'AURA' } })
    let outcome: string | undefined
    void sender.settled(128, hash).then((settled) => (outcome = settled))
    await transactions.clearAll(128) // the person cleared the list before the receipt was seen
    await flushPromises()
    expect(outcome).toBeUndefined() // not mined yet: it waits rather than guess
    chain.receipt = mined(0)
    blocks.set(128, 12)
    await flushPromises()
    expect(outcome).toBe('failed')
    expect(blocks.listenerCount(128)).toBe(0) // done: it no longer follows the chain
  })
})
