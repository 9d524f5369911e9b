import { compareStructural, reaction, runInAction } from 'mobx'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { Token } from '../../../domain/currency/Token'
import { pairAt } from '../../../domain/liquidity/pairAt'
import { computePairAddress } from '../../../domain/trade/computePairAddress'
import type { Pair } from '../../../domain/trade/Pair'
import { PairIndex } from '../../../domain/trade/PairIndex'
import { tokenPairCombinations } from '../../../domain/trade/tokenPairCombinations'
import { type BalanceAsset, NATIVE_COIN } from '../../../ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/Reserves'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'

/** The two sides of the swap and the account whose balances and allowance are read. */
export interface SwapSides {
  readonly inputCurrency: Currency | undefined
  readonly outputCurrency: Currency | undefined
  readonly account: string | undefined
}

/**
 * What the chain says to the swap form, kept fresh in the block's one multicall: the reserves of every candidate pair
 * (the list's tokens, the common bases and both sides), both sides' balances and the router allowance of the token to
 * sell.
 */
export class SwapMarket {
  private reserves: LiveValue<Reserves>[] = []
  private balances: LiveValue<bigint>[] = []
  private allowanceValue: LiveValue<bigint> = undefined

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly live: LiveChainReads,
    private readonly sides: SwapSides,
  ) {
    observableExcept(this, ['directory', 'live', 'sides'])
  }

  /** Every pair among the list's tokens, the common bases and the two sides' tokens, with their addresses. */
  get candidatePairs(): { tokens: [Token, Token]; address: string }[] {
    const config = this.directory.chainConfig
    if (!config) return []
    const tokens = [...this.directory.tokens]
    for (const currency of [this.sides.inputCurrency, this.sides.outputCurrency]) {
      if (currency?.kind === 'token' && !tokens.some((token) => token.address === currency.address))
        tokens.push(currency)
    }
    return tokenPairCombinations(tokens).map((pair) => ({
      tokens: pair,
      address: computePairAddress(config, pair[0], pair[1]),
    }))
  }

  /** The pairs that exist and hold liquidity, at the latest block's reserves. */
  get pairs(): Pair[] {
    const config = this.directory.chainConfig
    if (!config) return []
    return this.candidatePairs.flatMap(({ tokens: [a, b] }, i) => {
      const pair = pairAt(config, a, b, this.reserves[i])
      return pair && pair.reserve0 > 0n && pair.reserve1 > 0n ? [pair] : []
    })
  }

  /** The reserves have not been read yet at this chain and pair set (the button waits rather than say no liquidity). */
  get loading(): boolean {
    const count = this.candidatePairs.length
    return count > 0 && (this.reserves.length !== count || this.reserves.some((value) => value === undefined))
  }

  get pairIndex(): PairIndex | undefined {
    const pairs = this.pairs
    return pairs.length > 0 ? new PairIndex(pairs) : undefined
  }

  /** The balance of the input (`0`) or the output (`1`) side; `undefined` until read. */
  balance(side: 0 | 1): CurrencyAmount | undefined {
    const currency = side === 0 ? this.sides.inputCurrency : this.sides.outputCurrency
    const raw = this.balances[side]
    return currency && typeof raw === 'bigint' ? { currency, raw } : undefined
  }

  /** The router allowance of the token to sell: `undefined` while read, `null` when the read failed. */
  get allowance(): LiveValue<bigint> {
    return this.allowanceValue
  }

  /** Both sides' currencies (the native coin stands in for a side not chosen yet, keeping the order). */
  private get balanceAssets(): BalanceAsset[] {
    return [this.sides.inputCurrency ?? NATIVE_COIN, this.sides.outputCurrency ?? NATIVE_COIN]
  }

  /** Follows the candidate pairs' reserves, both sides' balances and the allowance; returns the function that stops. */
  watch(): () => void {
    let stopReserves: (() => void) | undefined
    let stopBalances: (() => void) | undefined
    let stopAllowance: (() => void) | undefined
    const disposers = [
      reaction(
        () => [this.directory.chainId, this.candidatePairs.map((pair) => pair.address).join()] as const,
        ([chainId, joined]) => {
          stopReserves?.()
          runInAction(() => (this.reserves = []))
          const addresses = joined === '' ? [] : joined.split(',')
          stopReserves =
            addresses.length === 0
              ? undefined
              : this.live.watchReserves(chainId, addresses, (values) => runInAction(() => (this.reserves = values)))
        },
        { fireImmediately: true },
      ),
      reaction(
        () => ({
          chainId: this.directory.chainId,
          // nothing to read on a network without FomoSwap (its chain has no multicall here)
          account: this.directory.chainConfig ? this.sides.account : undefined,
          assets: this.balanceAssets,
        }),
        ({ chainId, account, assets }) => {
          stopBalances?.()
          runInAction(() => (this.balances = []))
          stopBalances = account
            ? this.live.watchBalances(chainId, account, assets, (values) => runInAction(() => (this.balances = values)))
            : undefined
        },
        { fireImmediately: true, equals: compareStructural },
      ),
      reaction(
        () =>
          [
            this.directory.chainId,
            this.sides.account,
            this.sides.inputCurrency?.kind === 'token' ? this.sides.inputCurrency.address : undefined,
            this.directory.chainConfig?.routerAddress,
          ] as const,
        ([chainId, account, token, router]) => {
          stopAllowance?.()
          runInAction(() => (this.allowanceValue = undefined))
          stopAllowance =
            account && token && router
              ? this.live.watchAllowances(chainId, account, router, [token], ([value]) =>
                  runInAction(() => (this.allowanceValue = value)),
                )
              : undefined
        },
        { fireImmediately: true },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      stopReserves?.()
      stopBalances?.()
      stopAllowance?.()
    }
  }
}
