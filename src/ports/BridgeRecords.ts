import type { RelayState } from '../domain/bridge/BridgeRelay'
import type { BridgeReservation } from './BridgeReservations'

/** Everything known of one bridge code: the reservation signed here and what the chains and the relayer recorded. */
export interface BridgeRecord {
  readonly code: string
  /** The reservation signed here, without what the record states itself or only the quota uses. */
  readonly reservation?: Omit<BridgeReservation, 'code' | 'quotaDay' | 'consentNonce'>
  /** The indexed `Collected` event on the source chain. */
  readonly collection?: {
    readonly chainId: number
    readonly txHash: string
    readonly logIndex: number
    readonly blockNumber: number
    readonly blockTime: number
    readonly sender: string
    readonly recipient: string
    readonly token: string
    readonly amount: bigint
    readonly payout: bigint
    readonly targetChainId: number
    readonly nonce: bigint
  }
  /** Whether the source chain voided the code's nonce. */
  readonly voided: boolean
  /** The relayer's record of the payout (bridge_relays); next attempt in unix milliseconds. */
  readonly relay?: {
    readonly state: RelayState
    readonly targetTxHash: string | null
    readonly attempts: number
    readonly lastError: string | null
    readonly nextAttemptAt: number | null
  }
  /** The indexed `Transferred` event on the target chain. */
  readonly transfer?: { readonly txHash: string; readonly blockTime: number }
}

/** Reads of the bridge's reservations, indexed events and relays, per code and per sender. */
export interface BridgeRecords {
  /** What is known of `code`, or undefined when neither reserved here nor collected on an indexed chain. */
  ofCode(code: string): Promise<BridgeRecord | undefined>
  /**
   * A page of `sender`'s transfers on both chains, newest first (reserved here, or collected without a reservation):
   * by reservation time, else collection time.
   */
  ofSender(sender: string, offset: number, limit: number): Promise<{ records: BridgeRecord[]; total: number }>
}

export const BridgeRecords = Symbol.for('BridgeRecords')
