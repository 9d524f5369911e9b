import fc from 'fast-check'
import type { BountyTerms } from '../../../src/domain/bounty/BountyTerms'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import type { RewardCredit } from '../../../src/domain/rewards/RewardCredit'
import type { InvitationBound } from '../../../src/domain/season/SeasonEvent'

export const DAY = 86_400
/** 2026-11-20 00:00:00 UTC: the scenarios run over the days after it. */
export const START = 1_795_132_800
export const USDT = '0x00000000000000000000000000000000000000d1'
export const AURA = '0x00000000000000000000000000000000000000a2'

/** Account i as the bindings write it (lowercase) and as a round's decoder does (letters upper case: checksum-like). */
export const account = (i: number) => `0x${'ab'.repeat(19)}${i.toString(16).padStart(2, '0')}`
export const player = (i: number) => `0x${account(i).slice(2).toUpperCase()}`
export const ACCOUNTS = 8

export const TERMS: BountyTerms = {
  nodeTeam: 3,
  nodeDirectPeople: 2,
  nodeDirectBet: 5n * 10n ** 18n,
  betToken: USDT,
  dailyPool: { token: AURA, amount: 1_000n * 10n ** 18n + 7n },
  weights: { 2: 10_000, 5: 15_000 },
  lpExtRewardBps: 1_000,
  inviteTasks: [
    { id: 1, invites: 1, reward: { token: AURA, amount: 10n ** 18n } },
    { id: 2, invites: 3, reward: { token: AURA, amount: 5n * 10n ** 18n } },
  ],
}

/** A time in the scenario's five days, often a second either side of a midnight or on it. */
export const time = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: START, max: START + 5 * DAY - 1 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(-1, 0, 1))
      .map(([day, offset]) => START + day * DAY + offset),
  },
)

/** Random bindings over the accounts: self-bindings, rebindings and would-be cycles included (the tree drops them). */
export const bindingList = (minLength = 0) =>
  fc
    .array(fc.record({ invitee: fc.nat(ACCOUNTS - 1), inviter: fc.nat(ACCOUNTS - 1), time }), {
      minLength,
      maxLength: 14,
    })
    .map((drawn) =>
      drawn.map(
        ({ invitee, inviter, time }): InvitationBound => ({
          kind: 'invitationBound',
          invitee: account(invitee),
          inviter: account(inviter),
          time,
        }),
      ),
    )
export const bindings = bindingList()

/** Random rounds: both game types, mostly in the bet token, bets from a wei to thousands of tokens. */
export const rounds = fc
  .array(
    fc.record({
      who: fc.nat(ACCOUNTS - 1),
      gameType: fc.constantFrom(2 as const, 5 as const),
      token: fc.constantFrom(USDT, USDT, USDT, AURA),
      bet: fc.oneof(fc.bigInt(1n, 1_000n), fc.bigInt(10n ** 17n, 5_000n * 10n ** 18n)),
      time,
    }),
    { maxLength: 40 },
  )
  .map((drawn) =>
    drawn
      .sort((a, b) => a.time - b.time)
      .map(
        ({ who, gameType, token, bet, time }, i): GameRound => ({
          chainId: 128,
          txHash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
          logIndex: 0,
          blockNumber: i + 1,
          time,
          player: player(who),
          gameType,
          token,
          bet,
          round: BigInt(i + 1),
        }),
      ),
  )

/**
 * The reward ledger's rule: a (programme, key, account, token) is written once, a second write has no effect.
 * Returns how many credits were new.
 */
export function writeOnce(ledger: Map<string, RewardCredit>, credits: readonly RewardCredit[]): number {
  let written = 0
  for (const credit of credits) {
    const id = `${credit.programme}|${credit.key}|${credit.account}|${credit.token}`
    if (ledger.has(id)) continue
    ledger.set(id, credit)
    written++
  }
  return written
}

/** Each account's total per token in `credits`. */
export function totals(credits: Iterable<RewardCredit>): Map<string, bigint> {
  const sums = new Map<string, bigint>()
  for (const { account, token, amount } of credits) {
    const key = `${account}|${token}`
    sums.set(key, (sums.get(key) ?? 0n) + amount)
  }
  return sums
}
