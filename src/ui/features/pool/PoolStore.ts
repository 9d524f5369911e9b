import { reaction, runInAction } from 'mobx'
import { createToken } from '../../../domain/currency/createToken'
import type { Token } from '../../../domain/currency/Token'
import { computePoolShare } from '../../../domain/liquidity/computePoolShare'
import { computePositionValue } from '../../../domain/liquidity/computePositionValue'
import { pairAt } from '../../../domain/liquidity/pairAt'
import type { Ratio } from '../../../domain/math/Ratio'
import { computePairAddress } from '../../../domain/trade/computePairAddress'
import type { Pair } from '../../../domain/trade/Pair'
import { tokenPairCombinations } from '../../../domain/trade/tokenPairCombinations'
import type { BalanceAsset } from '../../../ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/Reserves'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'

/** One liquidity position: the pair, the LP balance and supply, the pooled amounts (pair order) and the share. */
export interface Position {
  readonly pair: Pair
  readonly lpBalance: bigint
  readonly totalSupply: bigint
  readonly amount0: bigint
  readonly amount1: bigint
  readonly share: Ratio
}

/**
 * The Pool screen's view model (spec section 2): the account's positions among the saved pairs and every pair of the
 * list's tokens and the common bases — the LP balances of all of them in the block's one multicall, then the
 * reserves and supplies of the pairs held.
 */
export class PoolStore {
  private balances: LiveValue<bigint>[] = []
  private reserves: LiveValue<Reserves>[] = []
  private supplies: LiveValue<bigint>[] = []

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    private readonly live: LiveChainReads,
  ) {
    observableExcept(this, ['directory', 'wallet', 'settings', 'live'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  /** The saved pairs of this chain, then every pair among the directory's tokens, once each by address. */
  get candidatePairs(): { tokens: [Token, Token]; address: string }[] {
    const config = this.directory.chainConfig
    if (!config) return []
    const saved: [Token, Token][] = []
    for (const pair of Object.values(this.settings.settings.pairs[config.chainId] ?? {})) {
      try {
        saved.push([createToken(pair.token0), createToken(pair.token1)])
      } catch {
        // a damaged saved pair is skipped
      }
    }
    const seen = new Set<string>()
    const candidates: { tokens: [Token, Token]; address: string }[] = []
    for (const tokens of [...saved, ...tokenPairCombinations(this.directory.tokens)]) {
      const address = computePairAddress(config, tokens[0], tokens[1])
      if (seen.has(address)) continue
      seen.add(address)
      candidates.push({ tokens, address })
    }
    return candidates
  }

  /** The candidates the account holds LP tokens of. */
  private get held(): { tokens: [Token, Token]; address: string; lpBalance: bigint }[] {
    return this.candidatePairs.flatMap((candidate, i) => {
      const balance = this.balances[i]
      return typeof balance === 'bigint' && balance > 0n ? [{ ...candidate, lpBalance: balance }] : []
    })
  }

  /** The balances, or the held pairs' reserves and supplies, are still being read. */
  get loading(): boolean {
    if (this.wallet.status === 'connecting') return true
    if (!this.account) return false
    const count = this.candidatePairs.length
    if (this.balances.length !== count || this.balances.some((value) => value === undefined)) return true
    const held = this.held.length
    return (
      this.reserves.length !== held ||
      this.supplies.length !== held ||
      [...this.reserves, ...this.supplies].some((value) => value === undefined)
    )
  }

  get positions(): Position[] {
    if (this.loading) return []
    const config = this.directory.chainConfig
    return this.held.flatMap(({ tokens, lpBalance }, i) => {
      const pair = pairAt(config, tokens[0], tokens[1], this.reserves[i])
      const totalSupply = this.supplies[i]
      if (!pair || typeof totalSupply !== 'bigint' || totalSupply === 0n || lpBalance > totalSupply) return []
      const value = computePositionValue(pair, totalSupply, lpBalance)
      return [{ pair, lpBalance, totalSupply, ...value, share: computePoolShare(lpBalance, totalSupply) }]
    })
  }

  /** Follows the LP balances (and the held pairs) while the screen shows; returns the function that stops it. */
  watch(): () => void {
    let stopBalances: (() => void) | undefined
    let stopHeld: (() => void)[] = []
    const disposers = [
      reaction(
        () => [this.directory.chainId, this.account, this.candidatePairs.map((pair) => pair.address).join()] as const,
        ([chainId, account, joined]) => {
          stopBalances?.()
          runInAction(() => (this.balances = []))
          stopBalances =
            account && joined !== ''
              ? this.live.watchBalances(chainId, account, lpTokens(joined), (values) =>
                  runInAction(() => (this.balances = values)),
                )
              : undefined
        },
        { fireImmediately: true },
      ),
      reaction(
        () => [this.directory.chainId, this.held.map((pair) => pair.address).join()] as const,
        ([chainId, joined]) => {
          for (const stop of stopHeld) stop()
          runInAction(() => {
            this.reserves = []
            this.supplies = []
          })
          const addresses = joined === '' ? [] : joined.split(',')
          stopHeld =
            addresses.length === 0
              ? []
              : [
                  this.live.watchReserves(chainId, addresses, (values) => runInAction(() => (this.reserves = values))),
                  this.live.watchTotalSupplies(chainId, addresses, (values) =>
                    runInAction(() => (this.supplies = values)),
                  ),
                ]
        },
        { fireImmediately: true },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      stopBalances?.()
      for (const stop of stopHeld) stop()
    }
  }
}

/** The LP tokens of the joined pair addresses, as balance assets. */
function lpTokens(joined: string): BalanceAsset[] {
  return joined.split(',').map((address) => ({ kind: 'token', address }))
}
