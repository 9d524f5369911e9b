import type { LiveChainReads } from '../ports/LiveChainReads'

/**
 * LiveChainReads whose adapter loads on the first watch (ethers is not part of the first route's JavaScript): each
 * watch starts once the adapter is there, and an unwatch before that cancels it.
 */
export function lazyLiveReads(load: () => Promise<LiveChainReads>): LiveChainReads {
  const later =
    <A extends unknown[]>(start: (live: LiveChainReads, ...args: A) => () => void) =>
    (...args: A) => {
      let stop: (() => void) | undefined
      let stopped = false
      void load().then((live) => {
        if (!stopped) stop = start(live, ...args)
      })
      return () => {
        stopped = true
        stop?.()
      }
    }
  return {
    watchReserves: later((live, ...args: Parameters<LiveChainReads['watchReserves']>) => live.watchReserves(...args)),
    watchBalances: later((live, ...args: Parameters<LiveChainReads['watchBalances']>) => live.watchBalances(...args)),
    watchAllowances: later((live, ...args: Parameters<LiveChainReads['watchAllowances']>) =>
      live.watchAllowances(...args),
    ),
    watchTotalSupplies: later((live, ...args: Parameters<LiveChainReads['watchTotalSupplies']>) =>
      live.watchTotalSupplies(...args),
    ),
  }
}
