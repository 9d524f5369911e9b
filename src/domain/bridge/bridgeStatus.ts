import type { RelayState } from './BridgeRelay'

/** Where a bridged transfer stands (bridge-shared.md, get-convert-status). */
export type BridgeStatus = 'signed' | 'collected' | 'relaying' | 'delivered' | 'expired' | 'returned'

/** What is known of one code: the server's reservation, the chains' indexed events and the relayer's record. */
export interface BridgeStatusFacts {
  /** The signed code's reservation; absent for a collection this server has no reservation for. */
  readonly reservation?: { readonly deadline: number; readonly returnedAt: number | null }
  /** The indexed `Collected` event on the source chain. */
  readonly collection?: { readonly blockNumber: number }
  /** Whether the source chain voided the code's nonce (CollectionVoided). */
  readonly voided: boolean
  readonly relay?: { readonly state: RelayState; readonly targetTxHash: string | null }
  /** The indexed `Transferred` event on the target chain. */
  readonly transfer?: { readonly txHash: string }
  /** The source chain's indexed head; absent before its first indexed block. */
  readonly sourceHead?: { readonly number: number; readonly timestamp: number }
  /** The confirmation depth N the relayer waits for on the source chain. */
  readonly required: number
}

/** A transfer's status, its confirmations (k, for `collected`) and the payout's target transaction when known. */
export interface BridgeStatusView {
  readonly status: BridgeStatus
  readonly confirmations: number
  readonly targetTx: string | null
}

/**
 * The status of one code, the first that holds of: `delivered` (the target chain's Transferred event is indexed, or the
 * relayer recorded the payout), `relaying` (the relayer recorded an intent, a send or a failure it retries, or the
 * collection reached N confirmations and waits for the relayer), `collected` (indexed, k of N confirmations),
 * `returned` (given back early by the route), `expired` (never collected and it can no longer be: its deadline is behind
 * the source chain's indexed head, or its nonce was voided; its quota is back), `signed` (reserved, can still land).
 * Confirmations are the blocks on top of the collection's, up to the source chain's indexed head: the relayer pays once
 * there are N (the collection is N blocks below the head), so `relaying` starts where it does.
 *
 * @returns undefined when nothing is known of the code (neither reserved nor collected).
 */
export function bridgeStatus(facts: BridgeStatusFacts): BridgeStatusView | undefined {
  const { reservation, collection, relay, transfer, sourceHead } = facts
  const confirmations = collection && sourceHead ? Math.max(0, sourceHead.number - collection.blockNumber) : 0
  const targetTx = transfer?.txHash ?? relay?.targetTxHash ?? null
  if (transfer || relay?.state === 'delivered') return { status: 'delivered', confirmations, targetTx }
  if (relay) return { status: 'relaying', confirmations, targetTx }
  if (collection) {
    return { status: confirmations >= facts.required ? 'relaying' : 'collected', confirmations, targetTx }
  }
  if (!reservation) return undefined
  if (reservation.returnedAt !== null) return { status: 'returned', confirmations, targetTx }
  const expired = facts.voided || (sourceHead !== undefined && sourceHead.timestamp > reservation.deadline)
  return { status: expired ? 'expired' : 'signed', confirmations, targetTx }
}
