import type { BridgeRelay } from '../domain/bridge/BridgeRelay'
import type { EventCursor } from './MiningEvents'

/** What an intent records: the collection it pays and where (a relay's own fields when it is retried). */
export type RelayIntent = Pick<
  BridgeRelay,
  | 'sourceChainId'
  | 'sourceTxHash'
  | 'sourceLogIndex'
  | 'sourceBlockNumber'
  | 'key'
  | 'targetChainId'
  | 'code'
  | 'sourceToken'
  | 'token'
  | 'recipient'
  | 'amount'
>

/**
 * The relayer's records (`bridge_relays`), one per source collection: every write is one statement, so a crash leaves
 * either the previous state or the next. Times are unix milliseconds.
 */
export interface BridgeRelays {
  /** The newest collection on `sourceChainId` that has a relay (every older one has one too): where to resume. */
  lastRelayed(sourceChainId: number): Promise<EventCursor | undefined>
  /** Relays of `sourceChainId` not delivered yet (intent, sent, failed), oldest first. */
  unfinished(sourceChainId: number): Promise<BridgeRelay[]>
  /**
   * Records the intent to send (state `intent`, one more attempt) before anything is sent: creates the relay, or moves
   * an existing undelivered one back to intent. Resolves with the record, or undefined when it is already delivered.
   */
  recordIntent(intent: RelayIntent, now: number): Promise<BridgeRelay | undefined>
  /** Records the target transaction just sent (state `sent`). */
  recordSent(key: string, targetTxHash: string, now: number): Promise<void>
  /** Records the payout (state `delivered`, final) with the transaction that paid it. */
  recordDelivered(key: string, targetTxHash: string | null, now: number): Promise<void>
  /** Records a failed attempt (state `failed`): its error and when to try again. */
  recordFailure(key: string, error: string, nextAttemptAt: number, now: number): Promise<void>
  /** The relay of one source collection, or undefined before its intent. */
  relayOf(sourceChainId: number, sourceTxHash: string, sourceLogIndex: number): Promise<BridgeRelay | undefined>
}

export const BridgeRelays = Symbol.for('BridgeRelays')
