import type { TokenList } from './TokenList'

/** What can happen to the token lists (spec section 4); `requestId` tells a fetch from the next one for the same URL. */
export type ListsAction =
  | { readonly type: 'fetchPending'; readonly url: string; readonly requestId: string }
  | { readonly type: 'fetchFulfilled'; readonly url: string; readonly requestId: string; readonly tokenList: TokenList }
  | { readonly type: 'fetchRejected'; readonly url: string; readonly requestId: string; readonly errorMessage: string }
  | { readonly type: 'select'; readonly url: string }
  | { readonly type: 'add'; readonly url: string }
  | { readonly type: 'remove'; readonly url: string }
  | { readonly type: 'acceptUpdate'; readonly url: string }
  /** After an app update: add new default lists, drop retired ones, select the default if nothing is selected. */
  | { readonly type: 'updateVersion'; readonly defaultListUrls: readonly string[]; readonly defaultSelectedUrl: string }
