import type { BalanceAsset } from './BalanceAsset'
import type { Reserves } from './Reserves'

/**
 * One-shot reads of chain state for a command or an action (a screen's per-block reads are LiveChainReads'): each
 * call is one batch, joined with the rest of the block's reads.
 */
export interface ChainReads {
  /** `owner`'s balance of each asset on `chainId`, same order; `undefined` where the read failed. */
  balancesOf(chainId: number, owner: string, assets: readonly BalanceAsset[]): Promise<(bigint | undefined)[]>
  /** The reserves of each pair address on `chainId`, same order; `null` where there is no pair (or the read failed). */
  reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]>
}

export const ChainReads = Symbol.for('ChainReads')
