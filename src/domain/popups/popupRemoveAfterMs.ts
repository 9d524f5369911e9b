import type { PopupContent } from './Popup'

/** Spec section 9: popups are removed after 15000 ms. */
export const POPUP_REMOVE_AFTER_MS = 15_000

/**
 * How long a popup stays by default: 15000 ms, except a list update the user must approve (not `auto`, i.e. a
 * MAJOR update), which stays until dismissed (null).
 */
export function popupRemoveAfterMs(content: PopupContent): number | null {
  return content.kind === 'listUpdate' && !content.auto ? null : POPUP_REMOVE_AFTER_MS
}
