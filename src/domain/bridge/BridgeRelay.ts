/**
 * Where a relay stands: `intent` is written before anything is sent (a send may or may not have left), `sent` holds
 * the target transaction, `delivered` is final (the target chain's `hashs` says paid), `failed` waits for
 * `nextAttemptAt` after a reverted send or an unreachable node.
 */
export type RelayState = 'intent' | 'sent' | 'delivered' | 'failed'

/** The relayer's record of one source collection (`bridge_relays`): what it pays on the target chain and how far it got. */
export interface BridgeRelay {
  readonly sourceChainId: number
  /** Lowercase 0x and 64 hex digits. */
  readonly sourceTxHash: string
  readonly sourceLogIndex: number
  /** The collection's block on the source chain (the relayer resumes after the newest relay's). */
  readonly sourceBlockNumber: number
  /** The target's `hashs` key (bridgeTransferKey). */
  readonly key: string
  readonly targetChainId: number
  readonly code: string
  /** The collected token on the source chain: what `transferToken` is called with. */
  readonly sourceToken: string
  /** Its twin paid on the target chain. */
  readonly token: string
  readonly recipient: string
  /** The payout, in the target token's base units. */
  readonly amount: bigint
  readonly state: RelayState
  readonly targetTxHash: string | null
  /** Sends tried so far (each one recorded as an intent first). */
  readonly attempts: number
  readonly lastError: string | null
  /** Unix milliseconds; a failed relay is retried from then on. */
  readonly nextAttemptAt: number | null
  /** Unix milliseconds. */
  readonly createdAt: number
  readonly updatedAt: number
}
