import { ConfigError } from './ConfigError'

/**
 * Each chain's finality depth off a devnet: the blocks indexed on top of an event's block before anything the server
 * signs or pays counts it (mining and bounty vouchers, season titles and credits, release withdrawals, bridge
 * collections and payouts). Chosen from how deep each chain type has reorganised:
 *
 * - **BSC (56)**: Parlia proof of staked authority with fast finality (BEP-126): block n is final by n + 2 once two
 *   thirds of the validators vote, and the reorganisations seen on BSC are one or two blocks deep. Should the votes
 *   stall, BSC falls back to probabilistic finality (BNB Chain's docs: wait for 11 to 15 validators to seal on top);
 *   15 blocks was BSC's confirmation count before fast finality. With several blocks per validator's turn, set
 *   `FOMO_FINALITY_DEPTH_56` to 15 × the turn length to keep that guarantee through a stall.
 * - **HECO (128)**: Congress proof of staked authority (a clique derivative), 21 validators sealing in turn, no fast
 *   finality: its reorganisations are out-of-turn races a block or two deep, and a block is beyond any reorganisation
 *   once more than two thirds of the validators (15 of 21) have sealed on top of it; 20 leaves a margin for
 *   out-of-turn blocks.
 * - **Any other chain**: 64, two epochs of Ethereum's proof of stake, after which its checkpoint is finalized; set
 *   `FOMO_FINALITY_DEPTH_<chainId>` to what the chain's own finality needs.
 */
export const FINALITY_DEPTHS: Readonly<Record<number, number>> = { 56: 15, 128: 20 }
export const OTHER_CHAIN_FINALITY_DEPTH = 64
/**
 * On a devnet: anvil never reorganises by itself, so 2 blocks only show the rule at work (pending figures, payouts
 * that wait) at the cost of 2 seconds on the devnet's 1-second blocks. 0 is allowed there (tests, `--block-time 0`).
 */
export const DEVNET_FINALITY_DEPTH = 2

/** The default finality depth of `chainId` (FINALITY_DEPTHS, or the devnet's). */
export function defaultFinalityDepth(chainId: number, devnet: boolean): number {
  if (devnet) return DEVNET_FINALITY_DEPTH
  return FINALITY_DEPTHS[chainId] ?? OTHER_CHAIN_FINALITY_DEPTH
}

/**
 * Refuses a depth that pays on blocks a reorganisation can remove: 0 (or none) for a served chain, off a devnet.
 *
 * @throws ConfigError naming FOMO_FINALITY_DEPTH_<chainId>.
 */
export function checkFinalityDepths(
  depths: Readonly<Record<number, number>>,
  chains: readonly number[],
  devnet: boolean,
): void {
  if (devnet) return
  for (const chainId of chains) {
    if ((depths[chainId] ?? 0) >= 1) continue
    throw new ConfigError(
      `FOMO_FINALITY_DEPTH_${chainId}`,
      `is 0: a production server pays only on final blocks; unset it (default ${defaultFinalityDepth(chainId, false)}) or give at least 1`,
    )
  }
}
