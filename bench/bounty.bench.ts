import type { BountyTerms } from '../src/domain/bounty/BountyTerms'
import { BountyViews } from '../src/domain/bounty/BountyViews'
import { dailyPromotionCredits } from '../src/domain/bounty/dailyPromotionCredits'
import type { GameRound } from '../src/domain/bounty/GameRound'
import { lpExtRewards } from '../src/domain/bounty/lpExtRewards'
import { ReferralTree } from '../src/domain/bounty/ReferralTree'
import type { MiningEvent } from '../src/domain/mining/MiningEvent'
import type { InvitationBound } from '../src/domain/season/SeasonEvent'

/**
 * The bounty rules over a month of a busy chain: `npm run bench:bounty` (ACCOUNTS, ROUNDS, PLEDGES, DAYS).
 * What one server read of the bounty area costs when it recomputes from the events, as BountyViews does.
 */
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 20_000)
const ROUNDS = Number(process.env.ROUNDS ?? 200_000)
const PLEDGES = Number(process.env.PLEDGES ?? 5_000)
const DAYS = Number(process.env.DAYS ?? 30)
const DAY = 86_400
const START = 1_800_000_000 - (1_800_000_000 % DAY)
const E18 = 10n ** 18n
const address = (prefix: number, n: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${n.toString(16).padStart(38, '0')}`
const accounts = Array.from({ length: ACCOUNTS }, (_, i) => address(0xbb, i))
const USDT = address(0xd1, 0)
const AURA = address(0xf1, 0)
const LP = address(0xa1, 0)

/** A deterministic pseudo-random source, so that every run measures the same events. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}
const next = random(15)
const pick = (n: number) => Math.floor(next() * n)

// a tree: each account after the first hundred is invited by an earlier one, in the first third of the month
const bindings: InvitationBound[] = accounts.slice(100).map((invitee, i) => ({
  kind: 'invitationBound',
  invitee,
  inviter: accounts[pick(i + 100)]!,
  time: START + Math.floor((i / ACCOUNTS) * (DAYS / 3) * DAY),
}))
const rounds: GameRound[] = Array.from({ length: ROUNDS }, (_, i) => ({
  chainId: 128,
  txHash: `0x${i.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: i + 1,
  time: START + Math.floor((i / ROUNDS) * DAYS * DAY),
  player: accounts[pick(ACCOUNTS)]!,
  gameType: next() < 0.5 ? 2 : 5,
  token: next() < 0.9 ? USDT : AURA,
  bet: BigInt(1 + pick(1_000)) * E18,
  round: BigInt(i),
}))
const origin = (i: number, time: number) => ({ chainId: 128, blockNumber: i + 1, logIndex: 0, txHash: `0x${i}`, time })
const miningEvents: MiningEvent[] = [
  { kind: 'poolAdded', ...origin(0, START), lpToken: LP, rewardToken: AURA, rewardPerSecond: E18 },
  { kind: 'lockOptionSet', ...origin(1, START), lpToken: LP, lockDays: 0, weight: 10_000, energyRatio: 10_000 },
  ...Array.from({ length: PLEDGES }, (_, i): MiningEvent => {
    const time = START + Math.floor((i / PLEDGES) * DAYS * DAY)
    return {
      kind: 'deposited',
      ...origin(i + 2, time),
      account: accounts[pick(ACCOUNTS)]!,
      lpToken: LP,
      lockId: 0n,
      amount: BigInt(1 + pick(100)) * E18,
      lockDays: 0,
      weight: 10_000,
      energyRatio: 10_000,
      unlockAt: time,
    }
  }),
]
const terms: BountyTerms = {
  nodeTeam: 10,
  nodeDirectPeople: 3,
  nodeDirectBet: 1_000n * E18,
  betToken: USDT,
  dailyPool: { token: AURA, amount: 10_000n * E18 },
  weights: { 2: 10_000, 5: 15_000 },
  lpExtRewardBps: 1_000,
  inviteTasks: [{ id: 1, invites: 3, reward: { token: AURA, amount: E18 } }],
}
const now = START + DAYS * DAY + 3_600

function time<T>(label: string, run: () => T): T {
  const start = performance.now()
  const result = run()
  console.log(`${label.padEnd(52)} ${(performance.now() - start).toFixed(0).padStart(7)} ms`)
  return result
}

console.log(`${ACCOUNTS} accounts, ${bindings.length} bindings, ${ROUNDS} rounds, ${PLEDGES} pledges, ${DAYS} days`)
const tree = time('ReferralTree', () => new ReferralTree(bindings))
const daily = time('dailyPromotionCredits (every inviter, every day)', () =>
  dailyPromotionCredits(tree, rounds, terms, now),
)
const lpExt = time('lpExtRewards (every inviter, every day)', () => lpExtRewards(miningEvents, bindings, 1_000, now))
const views = time(
  'BountyViews (snapshot index)',
  () => new BountyViews({ terms, bindings, rounds, miningEvents, draws: [], now, prices: new Map() }),
)
const busiest = accounts[0]!
time('spreadReferrerData page 1 (account 0)', () => views.spreadReferrerData(busiest, 1, 0))
time('spreadTeamPromotionData (account 0)', () => views.spreadTeamPromotionData(busiest, 1, 2027, 1))
time('nodeGameTaskState + inviteTasks (account 0)', () => [
  views.nodeGameTaskState(busiest),
  views.inviteTasks(busiest),
])
time('dailyReward today (account 0)', () => views.dailyReward(busiest, 1))
console.log(
  `${daily.length} daily credits, ${lpExt.credits.length} LP-extension credits, ${tree.directFriends(busiest).length} direct friends of account 0`,
)
