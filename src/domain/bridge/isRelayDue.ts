import type { BridgeRelay } from './BridgeRelay'

/**
 * Whether the relayer should look at a relay now: every undelivered one, except a failed one still inside its
 * back-off (`nextAttemptAt`, unix ms).
 *
 * @example isRelayDue({ ...relay, state: 'failed', nextAttemptAt: now + 1_000 }, now) // false
 */
export function isRelayDue(relay: BridgeRelay, now: number): boolean {
  if (relay.state === 'delivered') return false
  return relay.state !== 'failed' || relay.nextAttemptAt === null || now >= relay.nextAttemptAt
}
