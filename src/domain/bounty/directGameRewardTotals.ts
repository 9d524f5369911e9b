import type { RewardCredit } from '../rewards/RewardCredit'
import { BOUNTY_PROGRAMME, type BountyTerms } from './BountyTerms'
import { GAME_TYPES, type GameType } from './GameRound'

/** One row of the direct game reward total (spec §3): what the daily promotion paid for one game type's weight. */
export interface DirectGameRewardTotal {
  /** The row id: the game type. */
  id: number
  gameType: GameType
  /** The game type's weight, in basis points per wei bet. */
  ratioBps: number
  token: string
  /** Wei of `token`: the sum of the account's daily credits of this game type. */
  sum: bigint
}

const DAILY_KEY = /^bounty:daily:\d{4}-\d{2}-\d{2}:(\d+)$/

/**
 * The direct game reward totals of one account (spec §3, §7 `direct-game-reward-total`): per game type, the sum of
 * its daily promotion credits (dailyPromotionCredits, keyed per day and game type) in the daily pool's token. Both
 * game types are listed, at 0 when nothing was earned; `credits` are the account's reward-ledger credits, any
 * programme (others are skipped).
 */
export function directGameRewardTotals(
  credits: readonly RewardCredit[],
  terms: Pick<BountyTerms, 'weights' | 'dailyPool'>,
): DirectGameRewardTotal[] {
  const sums = new Map<number, bigint>()
  for (const credit of credits) {
    const match = credit.programme === BOUNTY_PROGRAMME ? DAILY_KEY.exec(credit.key) : null
    if (!match || credit.token.toLowerCase() !== terms.dailyPool.token) continue
    const gameType = Number(match[1])
    sums.set(gameType, (sums.get(gameType) ?? 0n) + credit.amount)
  }
  return GAME_TYPES.map((gameType) => ({
    id: gameType,
    gameType,
    ratioBps: terms.weights[gameType],
    token: terms.dailyPool.token,
    sum: sums.get(gameType) ?? 0n,
  }))
}
