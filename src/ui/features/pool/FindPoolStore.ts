import { reaction } from 'mobx'
import type { Currency } from '../../../domain/currency/Currency'
import type { Token } from '../../../domain/currency/Token'
import { computePoolShare } from '../../../domain/liquidity/computePoolShare'
import { computePositionValue } from '../../../domain/liquidity/computePositionValue'
import { pairAt } from '../../../domain/liquidity/pairAt'
import { type PairState, pairStateOf } from '../../../domain/liquidity/pairStateOf'
import { computePoolFindState, type PoolFindState } from '../../../domain/pool/computePoolFindState'
import type { SavedToken } from '../../../domain/settings/UserSettings'
import type { Pair } from '../../../domain/trade/Pair'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'
import { LivePair } from './LivePair'
import type { Position } from './PoolStore'
import { pairAddressOf } from './pairAddressOf'

/** What the Find screen says under the two selectors (spec section 8's messages). */
export type FindStatus = 'connect' | 'selectToken' | 'loading' | 'invalid' | 'noPool' | 'found' | 'noLiquidity'

const FIND_STATUS: Record<PoolFindState['kind'], FindStatus> = {
  invalid: 'invalid',
  'not-found': 'noPool',
  'no-position': 'noLiquidity',
  found: 'found',
}

/**
 * The Find (import pool) screen's view model: two currencies (the native coin first by default), their pair's state
 * and the account's position in it; a pair found with liquidity is saved in the settings so the Pool screen lists it.
 */
export class FindPoolStore {
  currency0Id = 'ETH'
  currency1Id = ''
  private readonly livePair: LivePair

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    live: LiveChainReads,
  ) {
    this.livePair = new LivePair(live)
    observableExcept(this, ['directory', 'wallet', 'settings', 'livePair'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  get currency0(): Currency | undefined {
    return this.directory.currency(this.currency0Id)
  }

  get currency1(): Currency | undefined {
    return this.directory.currency(this.currency1Id)
  }

  get pairState(): PairState {
    return pairStateOf(this.currency0, this.currency1, this.livePair.reserves)
  }

  get pair(): Pair | undefined {
    return pairAt(this.directory.chainConfig, this.currency0, this.currency1, this.livePair.reserves)
  }

  private get pairAddress(): string | undefined {
    return pairAddressOf(this.directory.chainConfig, this.currency0, this.currency1)
  }

  get position(): Position | undefined {
    const { pair } = this
    const { lpBalance, supply } = this.livePair
    if (!pair || typeof lpBalance !== 'bigint' || typeof supply !== 'bigint' || lpBalance === 0n) return undefined
    if (supply === 0n || lpBalance > supply) return undefined
    const value = computePositionValue(pair, supply, lpBalance)
    return { pair, lpBalance, totalSupply: supply, ...value, share: computePoolShare(lpBalance, supply) }
  }

  /** The finder's state: the prerequisites, loading, then the domain's `computePoolFindState`. */
  get status(): FindStatus {
    if (!this.currency0 || !this.currency1) return this.account ? 'selectToken' : 'connect'
    if (this.pairState === 'INVALID') return 'invalid'
    if (this.pairState === 'LOADING') return 'loading'
    if (this.pairState === 'EXISTS' && this.account && this.livePair.lpBalance === undefined) return 'loading'
    const pair = this.pair
    const found = computePoolFindState({
      identical: false,
      reserves: pair ? [pair.reserve0, pair.reserve1] : undefined,
      liquidity: typeof this.livePair.lpBalance === 'bigint' ? this.livePair.lpBalance : 0n,
    })
    return FIND_STATUS[found.kind]
  }

  select(side: 0 | 1, currencyId: string): void {
    if (side === 0) this.currency0Id = currencyId
    else this.currency1Id = currencyId
    void this.directory.lookUp(currencyId)
  }

  /** Follows the pair's reserves, supply and the account's LP balance; saves a pair found with reserves. */
  watch(): () => void {
    const disposers = [
      reaction(
        () => [this.directory.chainId, this.account, this.pairAddress] as const,
        ([chainId, account, address]) => this.livePair.follow(chainId, address, account),
        { fireImmediately: true },
      ),
      reaction(
        () => (this.status === 'found' ? this.pair?.address : undefined),
        () => {
          const pair = this.pair
          if (pair) void this.settings.addSavedPair({ token0: saved(pair.token0), token1: saved(pair.token1) })
        },
        { fireImmediately: true },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      this.livePair.stop()
    }
  }
}

function saved(token: Token): SavedToken {
  return {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    symbol: token.symbol,
    name: token.name,
  }
}
