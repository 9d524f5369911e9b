import { compareStructural, reaction, runInAction } from 'mobx'
import { NATIVE_COIN } from '../../../ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'
import { restartingReaction } from '../../stores/restartingReaction'
import { LivePair } from './LivePair'
import type { PairSides } from './PairSides'
import { pairAddressOf } from './pairAddressOf'

/**
 * What the chain says to the add form, kept fresh in the block's one multicall: the pair's reserves and LP supply,
 * and the account's balance and router allowance of each currency (in the order A, B).
 */
export class AddLiquidityReads {
  balances: LiveValue<bigint>[] = []
  allowances: LiveValue<bigint>[] = []
  /** The pair's reserves and LP supply. */
  readonly pair: LivePair

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly live: LiveChainReads,
    private readonly sides: PairSides,
  ) {
    this.pair = new LivePair(live)
    observableExcept(this, ['directory', 'live', 'sides', 'pair'])
  }

  /** Follows the pair and the account's balances and allowances; returns the function that stops. */
  watch(): () => void {
    const stopPair = reaction(
      () =>
        [
          this.directory.chainId,
          pairAddressOf(this.directory.chainConfig, this.sides.currencyA, this.sides.currencyB) ?? '',
        ] as const,
      // the pair alone: the add form reads no LP balance
      ([chainId, address]) => this.pair.follow(chainId, address || undefined, undefined),
      { fireImmediately: true, equals: (x, y) => x[0] === y[0] && x[1] === y[1] },
    )
    const stopAccount = restartingReaction(
      () => ({
        chainId: this.directory.chainId,
        account: this.sides.account,
        // the native coin stands in for a field not chosen yet, keeping the order A, B
        assets: [this.sides.currencyA ?? NATIVE_COIN, this.sides.currencyB ?? NATIVE_COIN],
        router: this.directory.chainConfig?.routerAddress,
      }),
      ({ chainId, account, assets, router }) => {
        runInAction(() => {
          this.balances = []
          this.allowances = []
        })
        if (!account) return undefined
        const stops = [
          this.live.watchBalances(chainId, account, assets, (values) => runInAction(() => (this.balances = values))),
        ]
        if (router) {
          // the native coin needs no allowance: its slot reads the wrapped token's (never consulted)
          const wrapped = this.directory.chainConfig?.nativeCurrency.wrapped.address ?? ''
          const tokens = assets.map((asset) => (asset.kind === 'native' ? wrapped : asset.address))
          stops.push(
            this.live.watchAllowances(chainId, account, router, tokens, (values) =>
              runInAction(() => (this.allowances = values)),
            ),
          )
        }
        return () => {
          for (const stop of stops) stop()
        }
      },
      { fireImmediately: true, equals: compareStructural },
    )
    return () => {
      stopPair()
      stopAccount()
      this.pair.stop()
    }
  }
}
