import type { BountyTerms } from './BountyTerms'
import type { GameType } from './GameRound'

const BPS = 10_000n

/**
 * The exact weight of `bets` wei of `token` bet in game `gameType`, in wei·bps (divide by 10,000 for wei): the game
 * type's weight (`terms.weights`, bps per wei) for bets in the bet token, 0 for any other token. Bets in other tokens
 * are shown but do not weigh: adding wei of tokens of different worth would let a cheap token buy a pool's share, and
 * pricing them at the AMM's spot price would let a trade in the same block move a payout.
 *
 * @example betWeight(10n ** 18n, 5, usdt, { betToken: usdt, weights: { 2: 10_000, 5: 15_000 } }) // 1.5e22
 */
export function betWeight(
  bets: bigint,
  gameType: GameType,
  token: string,
  terms: Pick<BountyTerms, 'betToken' | 'weights'>,
): bigint {
  return token.toLowerCase() === terms.betToken ? bets * BigInt(terms.weights[gameType]) : 0n
}

/** A weight in wei·bps as the screens show it: wei, rounded down. */
export function weightInWei(weight: bigint): bigint {
  return weight / BPS
}
