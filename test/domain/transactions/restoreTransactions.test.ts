import { describe, expect, it } from 'vitest'
import { restoreTransactions } from '../../../src/domain/transactions/restoreTransactions'
import { transactionsReducer } from '../../../src/domain/transactions/transactionsReducer'

const HASH = `0x${'ab'.repeat(32)}`
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const receipt = {
  blockHash: `0x${'01'.repeat(32)}`,
  blockNumber: 120,
  contractAddress: null,
  from: FROM,
  status: 1,
  to: FROM,
  transactionHash: HASH,
  transactionIndex: 0,
}
const tx = { hash: HASH, from: FROM, chainId: 128, addedTime: 1000 }

describe('restoreTransactions', () => {
  it('keeps what the reducer produced, through JSON', () => {
    let state = transactionsReducer({}, { type: 'add', chainId: 128, hash: HASH, from: FROM, summary: 'Swap', now: 1 })
    state = transactionsReducer(state, { type: 'checked', chainId: 128, hash: HASH, blockNumber: 7 })
    state = transactionsReducer(state, { type: 'finalize', chainId: 128, hash: HASH, receipt, now: 9 })
    expect(restoreTransactions(JSON.parse(JSON.stringify(state)))).toEqual(state)
  })

  it.each([
    ['a hash not matching its key', { ...tx, hash: '0x01' }],
    ['a chain id not matching its key', { ...tx, chainId: 56 }],
    ['no sender', { ...tx, from: undefined }],
    ['a text added time', { ...tx, addedTime: '1000' }],
    ['a broken approval', { ...tx, approval: { tokenAddress: FROM } }],
    ['a receipt with status 2', { ...tx, receipt: { ...receipt, status: 2 } }],
    ['a receipt without block', { ...tx, receipt: { ...receipt, blockNumber: undefined } }],
    ['a fractional checked block', { ...tx, lastCheckedBlockNumber: 1.5 }],
  ])('drops a record with %s', (_case, record) => {
    expect(restoreTransactions({ 128: { [HASH]: record, '0x02': { ...tx, hash: '0x02' } } })).toEqual({
      128: { '0x02': { ...tx, hash: '0x02' } },
    })
  })

  it.each([undefined, null, 'x', [], { abc: {} }, { 128: 'x' }])('starts empty from %j', (stored) => {
    expect(restoreTransactions(stored)).toEqual({})
  })
})
