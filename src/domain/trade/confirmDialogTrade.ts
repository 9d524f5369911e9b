import type { Trade } from './Trade'

/**
 * The trade the confirm dialog shows (spec section 4): the current one while the dialog waits for Confirm, so a
 * `Price Updated` shows its new figures at once (Accept makes them the ones confirmed); the accepted one while it is
 * being sent or once it was, and whenever the form has no trade.
 *
 * @example confirmDialogTrade(confirmation.trade, store.trade, confirmation.attempting) // the figures to draw
 */
export function confirmDialogTrade(accepted: Trade, current: Trade | undefined, sending: boolean): Trade {
  return sending || current === undefined ? accepted : current
}
