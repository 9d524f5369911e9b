import { describe, expect, it } from 'vitest'
import type { TransactionReceipt, TransactionsState } from '../../../src/domain/transactions/TransactionDetails'
import { TransactionsViewStore } from '../../../src/ui/stores/TransactionsViewStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { ManualClock } from '../../doubles/ManualClock'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'aa'.repeat(32)}`

function receipt(status: number): TransactionReceipt {
  return {
    blockHash: `0x${'bb'.repeat(32)}`,
    blockNumber: 11,
    contractAddress: null,
    from: FROM,
    status,
    to: null,
    transactionHash: HASH,
    transactionIndex: 0,
  }
}

function setup(answers: (TransactionReceipt | null | Error)[] = []) {
  const clock = new ManualClock()
  const stored = new InMemoryStateStore<Record<number, Record<string, Record<string, unknown>>>>()
  const asked: string[] = []
  const errors: unknown[] = []
  const store = new TransactionsViewStore(
    stored,
    clock,
    async (_chainId, hash) => {
      asked.push(hash)
      const answer = answers.shift() ?? null
      if (answer instanceof Error) throw answer
      return answer
    },
    (error) => errors.push(error),
  )
  return { store, clock, stored, asked, errors }
}

const SWAP = {
  kind: 'swap',
  inputAmount: '1',
  inputSymbol: 'HT',
  outputAmount: '8',
  outputSymbol: 'USDT',
} as const

describe('TransactionsViewStore', () => {
  it('adds a transaction once, persists it, and refuses a duplicate hash', async () => {
    const { store, stored } = setup()
    await store.add(128, HASH, FROM, SWAP)
    expect(store.forChain(128).map((tx) => [tx.hash, tx.summary])).toEqual([[HASH, SWAP]])
    expect(((await stored.read()) as unknown as TransactionsState)[128]?.[HASH]?.from).toBe(FROM)
    await expect(store.add(128, HASH, FROM)).rejects.toThrow('Attempted to add existing transaction.')
  })

  it('checks receipts on new blocks: pending, then confirmed with status 1 or failed otherwise', async () => {
    const { store, asked } = setup([null, null, receipt(1)]) // the first: looked for once when added
    await store.add(128, HASH, FROM)
    expect(store.statusOf(store.forChain(128)[0]!)).toBe('pending')
    await store.onBlock(128, 10)
    expect(store.forChain(128)[0]?.lastCheckedBlockNumber).toBe(10)
    await store.onBlock(128, 10) // no newer block: not asked again
    await store.onBlock(128, 11)
    expect(asked).toEqual([HASH, HASH, HASH])
    expect(store.statusOf(store.forChain(128)[0]!)).toBe('confirmed')
    await store.onBlock(128, 12) // has a receipt: never asked again
    expect(asked).toHaveLength(3)
  })

  it('marks a reverted transaction failed, only logs a failed check, and clears a chain', async () => {
    const { store, errors } = setup([null, null, new Error('node down'), receipt(0)])
    await store.add(128, HASH, FROM)
    await store.add(56, HASH, FROM)
    await store.onBlock(128, 5)
    expect(errors).toHaveLength(1)
    await store.onBlock(128, 6)
    expect(store.statusOf(store.forChain(128)[0]!)).toBe('failed')
    await store.clearAll(128)
    expect(store.forChain(128)).toEqual([])
    expect(store.forChain(56)).toHaveLength(1)
  })

  it('looks for the receipt when a transaction is added: its block may have been announced already, and no other come', async () => {
    const finalized: string[] = []
    const store = new TransactionsViewStore(
      new InMemoryStateStore(),
      new ManualClock(),
      async () => receipt(1),
      () => {},
      (tx) => finalized.push(tx.hash),
    )
    await store.onBlock(128, 11) // the head of the transaction's block reached the page before the wallet's answer
    await store.add(128, HASH, FROM)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.statusOf(store.forChain(128)[0]!)).toBe('confirmed')
    await store.onBlock(128, 12) // found once: the popup is not shown twice
    expect(finalized).toEqual([HASH])
  })

  it('reads the stored transactions back', async () => {
    const first = setup()
    await first.store.add(56, HASH, FROM)
    const again = new TransactionsViewStore(
      first.stored,
      first.clock,
      async () => null,
      () => {},
    )
    await again.init()
    expect(again.forChain(56)).toHaveLength(1)
  })
})
