import { describe, expect, it } from 'vitest'
import { dailyPromotionCredits } from '../../../src/domain/bounty/dailyPromotionCredits'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { ReferralTree } from '../../../src/domain/bounty/ReferralTree'
import { utcDay } from '../../../src/domain/bounty/utcDay'
import { AURA, account, DAY, player, START, TERMS, USDT } from './bountyArbitraries'

const round = (who: number, time: number, gameType: 2 | 5, bet: bigint, token = USDT): GameRound => ({
  chainId: 128,
  txHash: `0x${time.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: time - START,
  time,
  player: player(who),
  gameType,
  token,
  bet,
  round: 1n,
})
const tree = new ReferralTree([
  { kind: 'invitationBound', invitee: account(1), inviter: account(0), time: START },
  { kind: 'invitationBound', invitee: account(2), inviter: account(9), time: START },
])
const POOL = TERMS.dailyPool.amount // 1000e18 + 7

describe('dailyPromotionCredits', () => {
  it('puts a round at midnight exactly in the day it opens, and credits a day only once it has ended', () => {
    const rounds = [round(1, START + DAY - 1, 2, 2n), round(2, START + DAY, 5, 1n)]
    expect(utcDay(START + DAY - 1)).toBe('2026-11-20')
    expect(utcDay(START + DAY)).toBe('2026-11-21')
    expect(dailyPromotionCredits(tree, rounds, TERMS, START + DAY - 1)).toEqual([])
    const first = dailyPromotionCredits(tree, rounds, TERMS, START + DAY)
    expect(first).toEqual([
      { programme: 'bounty', key: 'bounty:daily:2026-11-20:2', account: account(0), token: AURA, amount: POOL },
    ])
    expect(dailyPromotionCredits(tree, rounds, TERMS, START + 2 * DAY)).toEqual([
      ...first,
      { programme: 'bounty', key: 'bounty:daily:2026-11-21:5', account: account(9), token: AURA, amount: POOL },
    ])
  })

  it('shares a day by weight per game type, rounding each share down; other tokens and unbound players weigh nothing', () => {
    const rounds = [
      round(1, START + 10, 2, 1n), // weight 1 × 1.0
      round(2, START + 20, 5, 1n), // weight 1 × 1.5
      round(2, START + 30, 2, 10n ** 18n, AURA), // not the bet token
      round(3, START + 40, 5, 10n ** 18n), // no inviter
      round(1, START - 1, 5, 10n ** 18n), // before its binding
    ]
    const credits = dailyPromotionCredits(tree, rounds, TERMS, START + DAY)
    expect(credits.map((c) => [c.key, c.account, c.amount])).toEqual([
      ['bounty:daily:2026-11-20:2', account(0), (POOL * 10_000n) / 25_000n],
      ['bounty:daily:2026-11-20:5', account(9), (POOL * 15_000n) / 25_000n],
    ])
    expect(credits.reduce((sum, c) => sum + c.amount, 0n)).toBe(POOL - 1n) // a wei of dust stays unpaid
  })
})
