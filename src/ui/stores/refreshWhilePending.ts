import { reaction } from 'mobx'

/**
 * Reads a screen's figures again at each new block of the shown chain while `pending()` holds (something on it is not
 * final yet), so a pending figure turns receivable without a reload; returns the stop function.
 */
export function refreshWhilePending(
  session: { readonly blockNumber: number | undefined },
  pending: () => boolean,
  refresh: () => void,
): () => void {
  return reaction(
    () => (pending() ? session.blockNumber : undefined),
    (block) => {
      if (block !== undefined) refresh()
    },
  )
}
