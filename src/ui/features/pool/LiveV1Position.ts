import { reaction, runInAction } from 'mobx'
import type { V1Position } from '../../../domain/migrate/V1Position'
import { NATIVE_COIN } from '../../../ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/Reserves'
import type { V1Liquidity } from '../../../ports/V1Liquidity'
import { observableExcept } from '../../stores/observableExcept'

/** Which V1 position to follow: the token's exchange on `chainId` for `account`, and whom it approves. */
export interface V1Target {
  readonly chainId: number
  readonly account: string | undefined
  readonly tokenAddress: string
  /** The V1 factory; without one the token has no exchange (the zero address). */
  readonly factory: string | undefined
  /** The migrator, whose allowance of the V1 LP is followed (none for a removal). */
  readonly spender: string | undefined
  /** The FomoSwap pair of the token and the wrapped native coin, to compare prices with (none: not followed). */
  readonly pairAddress: string | undefined
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/**
 * One V1 position kept fresh per block for the migrate and Remove V1 screens: the token's exchange, read once from the
 * V1 factory, then the account's LP balance, the exchange's supply and reserves, the spender's allowance and the
 * FomoSwap pair's reserves, all joining the chain's one multicall per block.
 */
export class LiveV1Position {
  /** The token's exchange: `undefined` until read, the zero address when it has none. */
  exchange: string | undefined = undefined
  private lp: LiveValue<bigint> = undefined
  private supply: LiveValue<bigint> = undefined
  private held: LiveValue<bigint>[] = []
  private allowanceValue: LiveValue<bigint> = undefined
  private pair: LiveValue<Reserves> = undefined

  constructor(
    private readonly live: LiveChainReads,
    private readonly v1: V1Liquidity,
  ) {
    observableExcept(this, ['live', 'v1', 'watch'])
  }

  /** The account's V1 LP balance. */
  get liquidity(): bigint | undefined {
    return typeof this.lp === 'bigint' ? this.lp : undefined
  }

  /** The spender's allowance of the account's V1 LP. */
  get allowance(): bigint | undefined {
    return typeof this.allowanceValue === 'bigint' ? this.allowanceValue : undefined
  }

  /** The FomoSwap pair's reserves (sorted order); `null` when there is no pair. */
  get pairReserves(): LiveValue<Reserves> {
    return this.pair
  }

  /** The position's reads without its token, once all of them have answered. */
  get reads(): Omit<V1Position, 'token'> | undefined {
    const [ethReserve, tokenReserve] = this.held
    const { exchange, liquidity, supply } = this
    if (!exchange || exchange === ZERO_ADDRESS || liquidity === undefined || typeof supply !== 'bigint')
      return undefined
    if (typeof ethReserve !== 'bigint' || typeof tokenReserve !== 'bigint') return undefined
    return { exchange, liquidity, totalSupply: supply, ethReserve, tokenReserve }
  }

  /**
   * Follows the target `read` gives, again each time one of its fields changes, until the returned function is called;
   * a target without a token follows nothing.
   */
  watch(read: () => V1Target): () => void {
    let stop = () => {}
    const dispose = reaction(
      read,
      (target) => {
        stop()
        stop = this.follow(target.tokenAddress ? target : undefined)
      },
      { fireImmediately: true, equals: sameTarget },
    )
    return () => {
      dispose()
      stop()
    }
  }

  /** Follows `target` until the returned function is called; `undefined` follows nothing. */
  follow(target: V1Target | undefined): () => void {
    let stops: (() => void)[] = []
    let stopped = false
    this.reset()
    if (!target) return () => {}
    const { chainId, account, tokenAddress, factory, spender, pairAddress } = target
    const watchExchange = (exchange: string) => {
      stops.push(
        this.live.watchTotalSupplies(chainId, [exchange], ([value]) => runInAction(() => (this.supply = value))),
        this.live.watchBalances(chainId, exchange, [NATIVE_COIN, { kind: 'token', address: tokenAddress }], (values) =>
          runInAction(() => (this.held = values)),
        ),
      )
      if (account) {
        stops.push(
          this.live.watchBalances(chainId, account, [{ kind: 'token', address: exchange }], ([value]) =>
            runInAction(() => (this.lp = value)),
          ),
        )
        if (spender)
          stops.push(
            this.live.watchAllowances(chainId, account, spender, [exchange], ([value]) =>
              runInAction(() => (this.allowanceValue = value)),
            ),
          )
      }
    }
    if (pairAddress) {
      stops.push(this.live.watchReserves(chainId, [pairAddress], ([value]) => runInAction(() => (this.pair = value))))
    }
    if (!factory) {
      this.exchange = ZERO_ADDRESS
    } else {
      void this.v1
        .exchangesOf(chainId, factory, [tokenAddress])
        .then(([exchange]) => {
          if (stopped) return
          if (exchange === undefined) throw new Error(`the V1 factory ${factory} did not answer`)
          runInAction(() => (this.exchange = exchange))
          if (exchange !== ZERO_ADDRESS) watchExchange(exchange)
        })
        .catch((error) => console.warn('V1 exchange lookup failed', error))
    }
    return () => {
      stopped = true
      for (const stop of stops) stop()
      stops = []
    }
  }

  private reset(): void {
    this.exchange = undefined
    this.lp = undefined
    this.supply = undefined
    this.held = []
    this.allowanceValue = undefined
    this.pair = undefined
  }
}

function sameTarget(x: V1Target, y: V1Target): boolean {
  return (
    x.chainId === y.chainId &&
    x.account === y.account &&
    x.tokenAddress === y.tokenAddress &&
    x.factory === y.factory &&
    x.spender === y.spender &&
    x.pairAddress === y.pairAddress
  )
}
