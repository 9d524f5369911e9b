import { runInAction } from 'mobx'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/PairReserves'

/** Where `watchPair` puts each read of a pair (each call inside a MobX action). */
export interface PairReadTargets {
  readonly reserves: (value: LiveValue<Reserves>) => void
  readonly supply: (value: LiveValue<bigint>) => void
  /** The account's LP balance; left out, it is not read. */
  readonly lpBalance?: (value: LiveValue<bigint>) => void
}

/**
 * Follows one pair in the block's multicall: its reserves and total supply, and `account`'s LP balance of it when
 * there is an account and a target for it. Returns the functions that stop the reads.
 */
export function watchPair(
  live: LiveChainReads,
  chainId: number,
  address: string,
  account: string | undefined,
  targets: PairReadTargets,
): (() => void)[] {
  const { reserves, supply, lpBalance } = targets
  const stops = [
    live.watchReserves(chainId, [address], ([value]) => runInAction(() => reserves(value))),
    live.watchTotalSupplies(chainId, [address], ([value]) => runInAction(() => supply(value))),
  ]
  if (account && lpBalance)
    stops.push(live.watchBalances(chainId, account, [address], ([value]) => runInAction(() => lpBalance(value))))
  return stops
}
