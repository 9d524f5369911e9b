import type { BalanceAsset } from './BalanceAsset'
import type { Reserves } from './Reserves'

/** One value kept fresh per block: `undefined` until the first answer, `null` when the read failed. */
export type LiveValue<T> = T | null | undefined

/**
 * Contract reads a screen keeps fresh on every new block (spec section 4: multicall). Every watch of a chain joins the
 * same per-block batch, so a screen costs one `eth_call` per block however many values it follows. Each watch calls
 * back with all of its values, in the order asked, whenever one changes; it returns the unwatch function.
 */
export interface LiveChainReads {
  /** `getReserves` of each pair address (`null`: no pair there). */
  watchReserves(
    chainId: number,
    pairs: readonly string[],
    onValues: (values: LiveValue<Reserves>[]) => void,
  ): () => void
  /** `owner`'s balance of each asset: a token, or the native coin (in the same batch). */
  watchBalances(
    chainId: number,
    owner: string,
    assets: readonly BalanceAsset[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ): () => void
  /** What `spender` may move of `owner`'s balance of each token. */
  watchAllowances(
    chainId: number,
    owner: string,
    spender: string,
    tokens: readonly string[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ): () => void
  /** The total supply of each token (LP tokens: the pair's liquidity). */
  watchTotalSupplies(
    chainId: number,
    tokens: readonly string[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ): () => void
}

export const LiveChainReads = Symbol.for('LiveChainReads')
