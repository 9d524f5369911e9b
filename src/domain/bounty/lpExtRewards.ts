import type { MiningEvent } from '../mining/MiningEvent'
import { MiningLedger } from '../mining/MiningLedger'
import type { MiningLedgerView } from '../mining/MiningLedgerView'
import type { RewardCredit } from '../rewards/RewardCredit'
import type { InvitationBound } from '../season/SeasonEvent'
import { BOUNTY_PROGRAMME } from './BountyTerms'
import { mapEntry } from './mapEntry'
import { ReferralTree, type TeamMember } from './ReferralTree'
import { DAY_SECONDS, utcDay } from './utcDay'

const BPS = 10_000n

/** The reward-ledger key of the LP extension earned over UTC day `day`. */
export const lpExtKey = (day: string) => `bounty:lp-ext:${day}`

/** The extended LP panel's rewards (issue 15), for every inviter. */
export interface LpExtRewards {
  /** account → token → wei earned up to `now`, the running day included. */
  accrued: Map<string, Map<string, bigint>>
  /** One credit per account, token and UTC day ended by `now`: what was earned over that day. */
  credits: RewardCredit[]
  /** account → its pledging friends (the panel's `pledgingFriends`): how many of its direct friends hold a pledge at `now`. */
  directDrive: Map<string, number>
}

/**
 * LP tasks (the extended LP panel, issue 15): an inviter earns `lpExtRewardBps` of what each member of its team
 * (direct and diffused friends: ReferralTree) earns in LP mining (MiningLedger) from the time the member joined the
 * team on, in the same reward token. It is paid on top of the member's own reward, which it does not reduce.
 *
 * Each account keeps one exact sum per token, bps × Σ (member's earnings now − at joining); what it has earned up to
 * a time is that sum / 10,000 rounded down, and a day's credit ('bounty:lp-ext:YYYY-MM-DD') is the difference of
 * that figure at the day's end and at the previous day's, so the credits of the days ended add up exactly to the
 * figure at the last midnight, and a day once over never changes: a claim straddling midnight counts each day once.
 * `events` are the mining contract's in chain order; `bindings` the server's (bindings later than `now` wait).
 * The member's earnings are MiningLedger's, read at fixed points (each midnight and each joining time up to `now`):
 * a read changes nothing, so each figure is the member's LP-mining earnings at that time to the wei, and a day's
 * credit is the same whatever `now` is later.
 * Cost: one ledger read per team member at each midnight up to `now` and when it joins.
 */
export function lpExtRewards(
  events: readonly MiningEvent[],
  bindings: readonly InvitationBound[],
  lpExtRewardBps: number,
  now: number,
): LpExtRewards {
  const tree = new ReferralTree(bindings.filter((binding) => binding.time <= now))
  const relations: { inviter: string; member: TeamMember; start?: Map<string, bigint> }[] = tree
    .inviters()
    .flatMap((inviter) => tree.teamOf(inviter).map((member) => ({ inviter, member })))
  const joining = new Map<number, (typeof relations)[number][]>() // time → the relations starting then
  for (const relation of relations) mapEntry(joining, relation.member.since, () => []).push(relation)
  const checkpoints = new Set<number>([now, ...joining.keys()])
  const first = relations.reduce((min, { member }) => Math.min(min, member.since), now)
  for (let end = (Math.floor(first / DAY_SECONDS) + 1) * DAY_SECONDS; end <= now; end += DAY_SECONDS)
    checkpoints.add(end)
  const ledger = new MiningLedger()
  const sums = new Map<string, Map<string, bigint>>() // inviter → token → Σ members' earnings since joining, wei
  const floors = new Map<string, Map<string, bigint>>() // inviter → token → wei earned at the last midnight
  const credits: RewardCredit[] = []
  const bps = BigInt(lpExtRewardBps)
  let next = 0
  let view = ledger.at(0)
  for (const at of [...checkpoints].sort((a, b) => a - b)) {
    while (next < events.length && events[next]!.time <= at) ledger.apply(events[next++]!)
    view = ledger.at(at)
    const earnings = new Map<string, Map<string, bigint>>()
    const earningsOf = (account: string) => {
      let found = earnings.get(account)
      if (found === undefined) {
        found = view.earnings(account)
        earnings.set(account, found)
      }
      return found
    }
    for (const relation of joining.get(at) ?? []) relation.start = earningsOf(relation.member.address)
    const midnight = at % DAY_SECONDS === 0
    if (!midnight && at !== now) continue
    sums.clear()
    let inviterOf: string | undefined
    let tokens = new Map<string, bigint>()
    for (const { inviter, member, start } of relations) {
      if (start === undefined) continue // joins later
      if (inviter !== inviterOf) {
        inviterOf = inviter
        tokens = new Map()
        sums.set(inviter, tokens) // relations are grouped by inviter
      }
      for (const [token, earned] of earningsOf(member.address)) {
        const delta = earned - (start.get(token) ?? 0n)
        if (delta !== 0n) tokens.set(token, (tokens.get(token) ?? 0n) + delta)
      }
    }
    if (!midnight) continue
    const day = utcDay(at - DAY_SECONDS)
    for (const [inviter, tokens] of sums) {
      const before = mapEntry(floors, inviter, () => new Map<string, bigint>())
      for (const [token, sum] of tokens) {
        const earned = (sum * bps) / BPS
        const amount = earned - (before.get(token) ?? 0n)
        before.set(token, earned)
        if (amount > 0n)
          credits.push({ programme: BOUNTY_PROGRAMME, key: lpExtKey(day), account: inviter, token, amount })
      }
    }
  }
  const accrued = new Map<string, Map<string, bigint>>()
  for (const [inviter, tokens] of sums)
    accrued.set(inviter, new Map([...tokens].map(([token, sum]) => [token, (sum * bps) / BPS])))
  const directDrive = new Map<string, number>()
  for (const inviter of tree.inviters()) {
    const pledging = tree
      .directFriends(inviter)
      .filter((friend) => view.poolTokens().some((lp) => pledgedIn(view, lp, friend)))
    directDrive.set(inviter, pledging.length)
  }
  return { accrued, credits, directDrive }
}

function pledgedIn(ledger: MiningLedgerView, lpToken: string, account: string): boolean {
  const position = ledger.positionOf(lpToken, account)
  return position !== undefined && (position.demand > 0n || position.locks.size > 0)
}
