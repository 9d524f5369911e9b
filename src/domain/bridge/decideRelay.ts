import type { BridgeRelay } from './BridgeRelay'

/** What the relayer learnt from the target chain just before deciding (never from its own records alone). */
export interface RelayObservation {
  /** The target's `hashs(key)`: the collection is paid, by whichever transaction. */
  readonly transferred: boolean
  /**
   * The recorded target transaction's fate, for a relay in `sent`: mined and succeeded or reverted, still pending,
   * or unknown to the node (dropped, or never reached it).
   */
  readonly sentTransaction?: 'succeeded' | 'reverted' | 'pending' | 'unknown'
  /** The operator has transactions the node has not mined yet (a send whose fate a crash hid may be among them). */
  readonly operatorBusy: boolean
}

/**
 * The relayer's next move for one collection whose intent is recorded:
 * - `deliver`: mark it delivered (the target chain says it is paid; the transaction is found from its log);
 * - `send`: send `transferToken` and record it sent;
 * - `fail`: the recorded send reverted: record the failure, retried after the back-off;
 * - `wait`: nothing to do now (already delivered, a send in flight, or the operator has sends pending).
 */
export type RelayDecision =
  | { readonly kind: 'deliver' }
  | { readonly kind: 'send' }
  | { readonly kind: 'fail'; readonly error: string }
  | { readonly kind: 'wait'; readonly reason: 'delivered' | 'in flight' | 'operator busy' }

/**
 * Decides what the relayer does with a relay (its intent recorded) given what the target chain says now. The chain's
 * `hashs` wins over every record, so a crash at any point never pays twice: whatever was sent and landed shows as
 * `transferred` and is only marked delivered. A relay that does not know whether its send left (`intent` after a
 * crash, or a `sent` transaction the node does not know) sends again only once the operator has nothing pending, so a
 * send still in the mempool is not doubled; were one doubled anyway, the contract refuses the second
 * (AlreadyTransferred) and the relay shows delivered.
 *
 * @example decideRelay(relayInIntent, { transferred: false, operatorBusy: false }) // { kind: 'send' }
 */
export function decideRelay(relay: BridgeRelay, seen: RelayObservation): RelayDecision {
  if (relay.state === 'delivered') return { kind: 'wait', reason: 'delivered' }
  if (seen.transferred) return { kind: 'deliver' }
  if (relay.state === 'sent') {
    switch (seen.sentTransaction) {
      case 'pending':
      case 'succeeded': // mined after hashs was read: the next look sees it transferred
        return { kind: 'wait', reason: 'in flight' }
      case 'reverted':
        return { kind: 'fail', error: `transferToken ${relay.targetTxHash} reverted` }
      default: // unknown to the node: it never landed, send again once nothing else is pending
        break
    }
  }
  return seen.operatorBusy ? { kind: 'wait', reason: 'operator busy' } : { kind: 'send' }
}
