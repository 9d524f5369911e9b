import type { PopupContent } from './Popup'

/** What can happen to the popups (spec section 4); `removeAfterMs` left out means the default for the content. */
export type PopupsAction =
  | {
      readonly type: 'add'
      readonly key: string
      readonly content: PopupContent
      readonly removeAfterMs?: number | null
    }
  | { readonly type: 'hide'; readonly key: string }
  | { readonly type: 'remove'; readonly key: string }
