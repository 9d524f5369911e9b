import { runInAction } from 'mobx'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'
import { restartingReaction } from '../../stores/restartingReaction'
import { LivePair } from './LivePair'
import type { PairSides } from './PairSides'
import { pairAddressOf } from './pairAddressOf'

/**
 * What the chain says to the remove form, kept fresh in the block's one multicall: the pair's reserves and LP supply,
 * the account's LP balance (a LivePair) and the router's allowance of it.
 */
export class RemoveLiquidityReads {
  allowance: LiveValue<bigint> = undefined
  /** The pair's reserves, LP supply and the account's LP balance. */
  readonly pair: LivePair

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly live: LiveChainReads,
    private readonly sides: PairSides,
  ) {
    this.pair = new LivePair(live)
    observableExcept(this, ['directory', 'live', 'sides', 'pair'])
  }

  /** Follows the pair and the account's position in it; returns the function that stops. */
  watch(): () => void {
    const stop = restartingReaction(
      () =>
        [
          this.directory.chainId,
          this.sides.account,
          pairAddressOf(this.directory.chainConfig, this.sides.currencyA, this.sides.currencyB) ?? '',
          this.directory.chainConfig?.routerAddress ?? '',
        ] as const,
      ([chainId, account, address, router]) => {
        runInAction(() => (this.allowance = undefined))
        this.pair.follow(chainId, address || undefined, account)
        if (!address || !account || !router) return undefined
        return this.live.watchAllowances(chainId, account, router, [address], ([value]) =>
          runInAction(() => (this.allowance = value)),
        )
      },
      { fireImmediately: true, equals: (x, y) => x.every((value, i) => value === y[i]) },
    )
    return () => {
      stop()
      this.pair.stop()
    }
  }
}
