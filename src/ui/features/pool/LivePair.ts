import { runInAction } from 'mobx'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/Reserves'
import { observableExcept } from '../../stores/observableExcept'

/**
 * One pair followed in the block's multicall, for the pool screens (find, add, remove): its reserves, its LP supply
 * and an account's LP balance of it, each `undefined` until read and `null` when the read failed.
 */
export class LivePair {
  reserves: LiveValue<Reserves> = undefined
  supply: LiveValue<bigint> = undefined
  lpBalance: LiveValue<bigint> = undefined
  private stops: (() => void)[] = []

  constructor(private readonly live: LiveChainReads) {
    observableExcept(this, ['live', 'stops'])
  }

  /**
   * Follows the pair at `address` instead of the last one (whose values are dropped), and `account`'s LP balance of it
   * when there is an account; with no address nothing is read.
   */
  follow(chainId: number, address: string | undefined, account: string | undefined): void {
    this.stop()
    if (!address) return
    const { live } = this
    this.stops = [
      live.watchReserves(chainId, [address], ([value]) => runInAction(() => (this.reserves = value))),
      live.watchTotalSupplies(chainId, [address], ([value]) => runInAction(() => (this.supply = value))),
    ]
    if (account)
      this.stops.push(
        live.watchBalances(chainId, account, [{ kind: 'token', address }], ([value]) =>
          runInAction(() => (this.lpBalance = value)),
        ),
      )
  }

  /** Stops reading and forgets the values. */
  stop(): void {
    for (const stop of this.stops) stop()
    this.stops = []
    this.reserves = undefined
    this.supply = undefined
    this.lpBalance = undefined
  }
}
