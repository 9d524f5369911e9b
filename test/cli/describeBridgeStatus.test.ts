import { describe, expect, it } from 'vitest'
import { describeBridgeStatus } from '../../src/cli/describeBridgeStatus'
import { RECIPIENT, statusOf } from '../domain/bridge/bridgeFixtures'

const code = `0x${'01'.repeat(32)}`

describe('describeBridgeStatus (the progress lines of fomo bridge send and status)', () => {
  it.each([
    [statusOf(code, 'signed'), 'signed, waiting for the collection on chain 128 (deadline 2023-11-14T22:23:20.000Z)'],
    [
      statusOf(code, 'collected', { confirmations: 1, sourceTx: '0xaa' }),
      'collected on chain 128: 1/2 confirmations (0xaa)',
    ],
    [statusOf(code, 'relaying'), 'relaying to chain 56'],
    [
      statusOf(code, 'relaying', { attempts: 2, lastError: 'nonce too low', nextAttemptAt: 1_700_000_030 }),
      'relaying to chain 56 (delivery waits on the bridge operator, nothing to do on your side: attempt 2 failed: nonce too low; next try at 2023-11-14T22:13:50.000Z)',
    ],
    [
      statusOf(code, 'delivered', { token: 'AURA', targetTx: '0xbb' }),
      `delivered: 97.7 AURA on chain 56 to ${RECIPIENT} (0xbb)`,
    ],
    [statusOf(code, 'expired'), 'expired: not collected by its deadline; its quota is back'],
    [statusOf(code, 'returned'), 'cancelled: its quota is back'],
  ])('%#: %s', (status, line) => {
    expect(describeBridgeStatus(status)).toBe(line)
  })
})
