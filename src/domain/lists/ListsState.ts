import type { TokenList } from './TokenList'

/** One list URL's state (spec section 3): the list in use, a newer one awaiting acceptance, the fetch in flight, the last error. */
export interface ListState {
  readonly current: TokenList | null
  readonly pendingUpdate: TokenList | null
  readonly loadingRequestId: string | null
  readonly error: string | null
}

/** All token lists the user has added, the selected one, and the default URLs the state was last initialised with. */
export interface ListsState {
  readonly byUrl: Readonly<Record<string, ListState>>
  readonly selectedListUrl: string | undefined
  readonly lastInitializedDefaultListOfLists?: readonly string[]
}
