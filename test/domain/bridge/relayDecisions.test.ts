import { AbiCoder, keccak256 } from 'ethers'
import { describe, expect, it } from 'vitest'
import type { BridgeRelay, RelayState } from '../../../src/domain/bridge/BridgeRelay'
import { bridgeTransferKey } from '../../../src/domain/bridge/bridgeTransferKey'
import { decideRelay, type RelayObservation } from '../../../src/domain/bridge/decideRelay'
import { isRelayDue } from '../../../src/domain/bridge/isRelayDue'
import { relayBackoff } from '../../../src/domain/bridge/relayBackoff'
import { InvalidBridgeCodeError } from '../../../src/domain/errors/InvalidBridgeCodeError'

const TX = `0x${'ab'.repeat(32)}`

function relay(state: RelayState, extra: Partial<BridgeRelay> = {}): BridgeRelay {
  return {
    sourceChainId: 128,
    sourceTxHash: TX,
    sourceLogIndex: 3,
    sourceBlockNumber: 10,
    key: bridgeTransferKey(128, 3n),
    targetChainId: 56,
    code: `0x${'00'.repeat(32)}`,
    sourceToken: `0x${'11'.repeat(20)}`,
    token: `0x${'22'.repeat(20)}`,
    recipient: `0x${'33'.repeat(20)}`,
    amount: 5n,
    state,
    targetTxHash: state === 'sent' ? `0x${'cd'.repeat(32)}` : null,
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  }
}

describe('bridgeTransferKey', () => {
  it('is keccak256(abi.encode(sourceChainId, nonce)), as FomoBridge.transferKey on the target', () => {
    const reference = keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'uint256'], [128, 3]))
    expect(bridgeTransferKey(128, 3n)).toBe(reference)
    expect(bridgeTransferKey(56, 3n)).not.toBe(reference)
    expect(bridgeTransferKey(128, 4n)).not.toBe(reference)
    expect(bridgeTransferKey(128, 2n ** 64n - 1n)).toBe(
      keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'uint256'], [128, 2n ** 64n - 1n])),
    )
  })

  it("refuses a nonce outside a code's 64 bits", () => {
    expect(() => bridgeTransferKey(128, -1n)).toThrow(InvalidBridgeCodeError)
    expect(() => bridgeTransferKey(128, 2n ** 64n)).toThrow(InvalidBridgeCodeError)
  })
})

describe('decideRelay', () => {
  const idle: RelayObservation = { transferred: false, operatorBusy: false }
  it.each<[string, BridgeRelay, RelayObservation, ReturnType<typeof decideRelay>]>([
    ['a fresh intent sends', relay('intent'), idle, { kind: 'send' }],
    [
      'paid already (crash after sending): delivered, not sent',
      relay('intent'),
      { ...idle, transferred: true },
      { kind: 'deliver' },
    ],
    [
      'an intent waits while the operator has sends pending',
      relay('intent'),
      { ...idle, operatorBusy: true },
      { kind: 'wait', reason: 'operator busy' },
    ],
    [
      'a recorded send that landed: delivered',
      relay('sent'),
      { ...idle, transferred: true, sentTransaction: 'succeeded' },
      { kind: 'deliver' },
    ],
    [
      'a recorded send still pending waits',
      relay('sent'),
      { ...idle, sentTransaction: 'pending' },
      { kind: 'wait', reason: 'in flight' },
    ],
    [
      'a send mined after hashs was read waits for the next look',
      relay('sent'),
      { ...idle, sentTransaction: 'succeeded' },
      { kind: 'wait', reason: 'in flight' },
    ],
    [
      'a reverted send fails (retried after the back-off)',
      relay('sent'),
      { ...idle, sentTransaction: 'reverted' },
      { kind: 'fail', error: `transferToken 0x${'cd'.repeat(32)} reverted` },
    ],
    [
      'a send the node never saw is sent again',
      relay('sent'),
      { ...idle, sentTransaction: 'unknown' },
      { kind: 'send' },
    ],
    [
      '… once nothing else is pending',
      relay('sent'),
      { ...idle, sentTransaction: 'unknown', operatorBusy: true },
      { kind: 'wait', reason: 'operator busy' },
    ],
    ['a delivered relay is final, whatever is read', relay('delivered'), idle, { kind: 'wait', reason: 'delivered' }],
  ])('%s', (_, recorded, seen, decision) => {
    expect(decideRelay(recorded, seen)).toEqual(decision)
  })
})

describe('isRelayDue', () => {
  it.each<[RelayState, number | null, number, boolean]>([
    ['intent', null, 100, true],
    ['sent', null, 100, true],
    ['failed', 200, 100, false],
    ['failed', 200, 199, false],
    ['failed', 200, 200, true],
    ['failed', null, 100, true],
    ['delivered', null, 100, false],
  ])('%s with next attempt at %s, at %s: %s', (state, nextAttemptAt, now, due) => {
    expect(isRelayDue(relay(state, { nextAttemptAt }), now)).toBe(due)
  })
})

describe('relayBackoff', () => {
  it.each([
    [0, 1_000],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [9, 256_000],
    [10, 300_000],
    [1_000, 300_000],
  ])('after attempt %s waits %s ms', (attempts, ms) => {
    expect(relayBackoff(attempts, { baseMs: 1_000, maxMs: 300_000 })).toBe(ms)
  })
})
