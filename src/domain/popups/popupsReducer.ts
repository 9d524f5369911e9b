import type { Popup } from './Popup'
import type { PopupsAction } from './PopupsAction'
import { popupRemoveAfterMs } from './popupRemoveAfterMs'

/**
 * The popup list after an action (spec section 4), as a new array:
 * - `add`: appends a shown popup; one with the same key is replaced (dropped, the new one goes last);
 * - `hide`: the popup stays in the list but is no longer shown (dismissed);
 * - `remove`: drops the popup.
 *
 * @example popupsReducer([], { type: 'add', key: hash, content: { kind: 'transaction', hash, success: true } })
 */
export function popupsReducer(popups: readonly Popup[], action: PopupsAction): readonly Popup[] {
  const others = popups.filter((popup) => popup.key !== action.key)
  switch (action.type) {
    case 'add': {
      const removeAfterMs =
        action.removeAfterMs === undefined ? popupRemoveAfterMs(action.content) : action.removeAfterMs
      return [...others, { key: action.key, show: true, content: action.content, removeAfterMs }]
    }
    case 'hide':
      return popups.map((popup) => (popup.key === action.key ? { ...popup, show: false } : popup))
    case 'remove':
      return others
  }
}
