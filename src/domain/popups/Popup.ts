import type { TokenList } from '../lists/TokenList'
import type { TransactionSummary } from '../transactions/TransactionSummary'

/** A finalized transaction's popup content (spec section 3). */
export interface TransactionPopupContent {
  readonly kind: 'transaction'
  readonly hash: string
  /** The chain the transaction is on (for its explorer link). */
  readonly chainId?: number
  readonly success: boolean
  readonly summary?: TransactionSummary | string
}

/** A token-list update's popup content: `auto` when it was applied without asking (spec section 3). */
export interface ListUpdatePopupContent {
  readonly kind: 'listUpdate'
  readonly listUrl: string
  readonly oldList: TokenList
  readonly newList: TokenList
  readonly auto: boolean
}

export type PopupContent = TransactionPopupContent | ListUpdatePopupContent

/** One popup in the application state: `removeAfterMs` null keeps it until dismissed. */
export interface Popup {
  readonly key: string
  readonly show: boolean
  readonly content: PopupContent
  readonly removeAfterMs: number | null
}
