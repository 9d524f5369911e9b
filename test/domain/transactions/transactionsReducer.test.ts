import { describe, expect, it } from 'vitest'
import { DuplicateTransactionError } from '../../../src/domain/errors/DuplicateTransactionError'
import { isTransactionSuccessful } from '../../../src/domain/transactions/isTransactionSuccessful'
import type { TransactionReceipt, TransactionsState } from '../../../src/domain/transactions/TransactionDetails'
import { transactionsReducer } from '../../../src/domain/transactions/transactionsReducer'

const HASH = `0x${'ab'.repeat(32)}`
const OTHER = `0x${'cd'.repeat(32)}`
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const receipt = (status: number): TransactionReceipt => ({
  blockHash: `0x${'01'.repeat(32)}`,
  blockNumber: 120,
  contractAddress: null,
  from: FROM,
  status,
  to: '0x3333333333333333333333333333333333333333',
  transactionHash: HASH,
  transactionIndex: 0,
})

const added: TransactionsState = transactionsReducer(
  {},
  { type: 'add', chainId: 128, hash: HASH, from: FROM, summary: 'Swap 1 HT for 5 USDT', now: 1000 },
)

describe('transactionsReducer', () => {
  it('adds a transaction with its time', () => {
    expect(added).toEqual({
      128: { [HASH]: { hash: HASH, from: FROM, chainId: 128, summary: 'Swap 1 HT for 5 USDT', addedTime: 1000 } },
    })
  })

  it('keeps an approval’s token and spender', () => {
    const approval = { tokenAddress: '0xa71EdC38d189767582C38A3145b5873052c3e47a', spender: FROM }
    const state = transactionsReducer(added, { type: 'add', chainId: 128, hash: OTHER, from: FROM, approval, now: 5 })
    expect(state[128]?.[OTHER]).toEqual({ hash: OTHER, from: FROM, chainId: 128, approval, addedTime: 5 })
    expect(state[128]?.[HASH]).toBe(added[128]?.[HASH])
  })

  it('refuses a hash it already tracks on that chain, but not on another chain', () => {
    const again = () => transactionsReducer(added, { type: 'add', chainId: 128, hash: HASH, from: FROM, now: 2 })
    expect(again).toThrow(DuplicateTransactionError)
    expect(again).toThrow('Attempted to add existing transaction.')
    const onBsc = transactionsReducer(added, { type: 'add', chainId: 56, hash: HASH, from: FROM, now: 2 })
    expect(Object.keys(onBsc)).toEqual(['56', '128'])
  })

  it('records the last checked block, never moving back', () => {
    let state = transactionsReducer(added, { type: 'checked', chainId: 128, hash: HASH, blockNumber: 10 })
    expect(state[128]?.[HASH]?.lastCheckedBlockNumber).toBe(10)
    state = transactionsReducer(state, { type: 'checked', chainId: 128, hash: HASH, blockNumber: 7 })
    expect(state[128]?.[HASH]?.lastCheckedBlockNumber).toBe(10)
    state = transactionsReducer(state, { type: 'checked', chainId: 128, hash: HASH, blockNumber: 12 })
    expect(state[128]?.[HASH]?.lastCheckedBlockNumber).toBe(12)
  })

  it('records the receipt and confirmed time; success is status 1', () => {
    const ok = transactionsReducer(added, {
      type: 'finalize',
      chainId: 128,
      hash: HASH,
      receipt: receipt(1),
      now: 9000,
    })
    expect(ok[128]?.[HASH]).toMatchObject({ receipt: receipt(1), confirmedTime: 9000 })
    expect(isTransactionSuccessful(ok[128]![HASH]!)).toBe(true)
    const reverted = transactionsReducer(added, {
      type: 'finalize',
      chainId: 128,
      hash: HASH,
      receipt: receipt(0),
      now: 9000,
    })
    expect(isTransactionSuccessful(reverted[128]![HASH]!)).toBe(false)
    expect(isTransactionSuccessful(added[128]![HASH]!)).toBe(false)
  })

  it('ignores checks and receipts of transactions it does not track', () => {
    expect(transactionsReducer(added, { type: 'checked', chainId: 128, hash: OTHER, blockNumber: 1 })).toBe(added)
    expect(transactionsReducer(added, { type: 'finalize', chainId: 56, hash: HASH, receipt: receipt(1), now: 1 })).toBe(
      added,
    )
  })

  it('clears every transaction of one chain only', () => {
    const both = transactionsReducer(added, { type: 'add', chainId: 56, hash: OTHER, from: FROM, now: 3 })
    expect(transactionsReducer(both, { type: 'clearAll', chainId: 128 })).toEqual({ 56: both[56] })
    expect(transactionsReducer({}, { type: 'clearAll', chainId: 128 })).toEqual({})
  })

  it('never changes the state it was given', () => {
    const frozen = Object.freeze({ 128: Object.freeze({ ...added[128] }) })
    expect(() =>
      transactionsReducer(frozen, { type: 'checked', chainId: 128, hash: HASH, blockNumber: 3 }),
    ).not.toThrow()
    expect(frozen[128][HASH]?.lastCheckedBlockNumber).toBeUndefined()
  })
})
