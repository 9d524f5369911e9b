import { describe, expect, it } from 'vitest'
import { type BridgeStatusFacts, bridgeStatus } from '../../../src/domain/bridge/bridgeStatus'

const head = (number: number, timestamp = 500) => ({ number, timestamp })
const reserved = { reservation: { deadline: 1_000, returnedAt: null }, voided: false, required: 3 }
const collected = { ...reserved, collection: { blockNumber: 10 } }

describe('bridgeStatus', () => {
  it.each<[string, BridgeStatusFacts, string | undefined, number, string | null]>([
    // facts, status, confirmations, target tx
    ['nothing known', { voided: false, required: 3, sourceHead: head(1) }, undefined, 0, null],
    ['signed, not indexed yet', { ...reserved }, 'signed', 0, null],
    ['signed, deadline ahead', { ...reserved, sourceHead: head(9, 999) }, 'signed', 0, null],
    ['signed at the deadline second', { ...reserved, sourceHead: head(9, 1_000) }, 'signed', 0, null],
    [
      'expired once the indexed head is past the deadline',
      { ...reserved, sourceHead: head(9, 1_001) },
      'expired',
      0,
      null,
    ],
    ['expired when voided on chain', { ...reserved, voided: true, sourceHead: head(9) }, 'expired', 0, null],
    [
      'returned early',
      { ...reserved, reservation: { deadline: 1_000, returnedAt: 1_002 }, sourceHead: head(9, 2_000) },
      'returned',
      0,
      null,
    ],
    ['collected, 0 of 3 in its own block', { ...collected, sourceHead: head(10) }, 'collected', 0, null],
    ['collected, 2 of 3', { ...collected, sourceHead: head(12) }, 'collected', 2, null],
    ['relaying at 3 of 3 with no relay record yet', { ...collected, sourceHead: head(13) }, 'relaying', 3, null],
    ['collected even past its deadline', { ...collected, sourceHead: head(11, 5_000) }, 'collected', 1, null],
    [
      'collected without a reservation here',
      { voided: false, required: 3, collection: { blockNumber: 10 }, sourceHead: head(10) },
      'collected',
      0,
      null,
    ],
    [
      'relaying on the intent',
      { ...collected, sourceHead: head(12), relay: { state: 'intent', targetTxHash: null } },
      'relaying',
      2,
      null,
    ],
    [
      'relaying, sent',
      { ...collected, sourceHead: head(13), relay: { state: 'sent', targetTxHash: '0xt' } },
      'relaying',
      3,
      '0xt',
    ],
    [
      'relaying while a failure is retried',
      { ...collected, sourceHead: head(13), relay: { state: 'failed', targetTxHash: null } },
      'relaying',
      3,
      null,
    ],
    [
      'delivered by the relayer',
      { ...collected, sourceHead: head(13), relay: { state: 'delivered', targetTxHash: '0xt' } },
      'delivered',
      3,
      '0xt',
    ],
    [
      'delivered when the Transferred event is indexed, whatever the relay says',
      {
        ...collected,
        sourceHead: head(13),
        relay: { state: 'sent', targetTxHash: '0xold' },
        transfer: { txHash: '0xt' },
      },
      'delivered',
      3,
      '0xt',
    ],
  ])('%s', (_, facts, status, confirmations, targetTx) => {
    const view = bridgeStatus(facts)
    if (status === undefined) expect(view).toBeUndefined()
    else expect(view).toEqual({ status, confirmations, targetTx })
  })

  it('counts no confirmations for a collection ahead of a stale head', () => {
    expect(bridgeStatus({ ...collected, sourceHead: head(8) })).toEqual({
      status: 'collected',
      confirmations: 0,
      targetTx: null,
    })
  })
})
