import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { MiningLedger } from '../../domain/mining/MiningLedger'
import type { EnergyLedger } from '../../domain/season/EnergyLedger'
import type { Invitations } from '../../ports/Invitations'
import type { MiningLedgers } from './MiningLedgers'
import type { SeasonLedgers } from './SeasonLedgers'

/** Rows a page of the energy log and of the invitation sums holds. */
export const SEASON_PAGE_SIZE = 10
const BPS = 10_000n

/** The friend kinds of `get-season-my-invite-sum`: 3 the direct friends (invited), 4 the diffused (their invitees). */
export type FriendKind = 3 | 4

export interface SeasonReadModelDeps {
  ledgers: SeasonLedgers
  mining: MiningLedgers
  invitations: Invitations
  records: readonly DeploymentRecord[]
}

/**
 * The season API's views (spec sections 3 and 7), each computed from the chain's energy ledger — the mining and season
 * contracts' events and the invitation bindings — so `fomo season verify` can recompute every figure. Energies and
 * asks are wei of energy (18 decimals: one energy is one whole LP pledged a day at 1x).
 */
export class SeasonReadModel {
  constructor(private readonly deps: SeasonReadModelDeps) {}

  /**
   * `get-season-data`: the season energy accrues to (0 before season 1 opens; after the latest end, the next number,
   * not opened yet, without an end), the account's energy (own, from direct and from diffused friends), the title
   * asks and whether its energy reaches them (`nft{1,2}_state`: 1 reached, 0 not; claims come with settlement), the
   * extend reward and the fund per token.
   */
  async seasonData(chainId: number, account: string) {
    const { ledger, head } = await this.deps.ledgers.ledger(chainId)
    const number = ledger.currentSeason
    const season = ledger.season(number)
    const energy = ledger.energyOf(account)
    const record = this.deps.records.find((candidate) => candidate.chainId === chainId)
    const symbol = (token: string) => record?.tokens.find((t) => t.address.toLowerCase() === token)?.symbol ?? null
    const reached = (ask: bigint | undefined) => (ask !== undefined && energy.total >= ask ? 1 : 0)
    return {
      season_number: number,
      start_time: season?.startTime ?? null,
      end_time: season?.endTime ?? null,
      energy: energy.total,
      own_energy: energy.own,
      direct_energy: energy.direct,
      diffused_energy: energy.diffused,
      nft1_ask: season?.nft1Ask ?? null,
      nft2_ask: season?.nft2Ask ?? null,
      nft1_state: reached(season?.nft1Ask),
      nft2_state: reached(season?.nft2Ask),
      direct_bps: season?.directBps ?? null,
      diffused_bps: season?.diffusedBps ?? null,
      extend_reward: season?.extendRewardBps ?? null,
      fund: [...(season?.funds ?? new Map<string, bigint>())].map(([token, amount]) => ({
        token,
        symbol: symbol(token),
        amount,
      })),
      nft1_before_season_reward_list: [],
      nft2_before_season_reward_list: [],
      indexed_block: head?.number ?? null,
      indexed_time: head?.timestamp ?? null,
    }
  }

  /**
   * `get-season-energy-log`: the superior (the account's inviter), its energy this season and its energy log, newest
   * first, a page at a time; each entry's `content` is the JSON of its type (pledge, direct, diffused), amount, season
   * and time, as the spec's log item carries it.
   */
  async energyLog(chainId: number, account: string, page: number) {
    const [{ ledger }, inviter] = await Promise.all([
      this.deps.ledgers.ledger(chainId),
      this.deps.invitations.inviterOf(account),
    ])
    const log = ledger.energyLog(account).reverse()
    const offset = (page - 1) * SEASON_PAGE_SIZE
    return {
      parent_name: inviter ?? null,
      oneself_season_energy: ledger.energyOf(account).total,
      page,
      page_size: SEASON_PAGE_SIZE,
      count: log.length,
      list: log.slice(offset, offset + SEASON_PAGE_SIZE).map((entry) => ({
        content: JSON.stringify({
          type: entry.type,
          change_amount: entry.amount.toString(),
          season: entry.season,
          time: entry.time,
        }),
      })),
    }
  }

  /**
   * `get-season-my-invite-sum/{3|4}`: the account's direct (3) or diffused (4) friends with what each has pledged on
   * this chain (the LP, `lockType` regular while a fixed-term lock runs, else demand, and `pledge_day` the longest
   * running lock's days, 0 on demand only; both null with nothing pledged) and the courage it contributes this season — its own season energy at the season's direct or diffused
   * share, counted over its whole season (the inviter's energy counts a friend from the binding on, so for one bound
   * mid-season it holds less than this) — the most contributing first, a page at a time; with the direct friends'
   * count.
   */
  async inviteSum(chainId: number, account: string, kind: FriendKind, page: number) {
    const [{ ledger }, { ledger: mining }, direct] = await Promise.all([
      this.deps.ledgers.ledger(chainId),
      this.deps.mining.ledger(chainId),
      this.deps.invitations.inviteesOf([account]),
    ])
    let friends = direct
    if (kind === 4) {
      friends = direct.length === 0 ? [] : await this.deps.invitations.inviteesOf(direct.map((b) => b.invitee))
    }
    const season = ledger.season(ledger.currentSeason)
    const bps = BigInt((kind === 3 ? season?.directBps : season?.diffusedBps) ?? 0)
    const rows = friends
      .map((binding) => {
        const pledge = pledgeOf(mining, binding.invitee)
        return {
          related_addr: binding.invitee,
          inviter: binding.inviter,
          bound_time: binding.time,
          pledge_amount: pledge.amount,
          pledge_day: pledge.days,
          lockType: pledge.lockType,
          amount: (ownEnergy(ledger, binding.invitee) * bps) / BPS,
        }
      })
      .sort((a, b) => (a.amount === b.amount ? compare(a.related_addr, b.related_addr) : a.amount > b.amount ? -1 : 1))
    const offset = (page - 1) * SEASON_PAGE_SIZE
    return {
      top_player_name: rows[0]?.related_addr ?? null,
      direct_count: direct.length,
      total_reward_list: [],
      page,
      page_size: SEASON_PAGE_SIZE,
      count: rows.length,
      list: rows.slice(offset, offset + SEASON_PAGE_SIZE),
    }
  }
}

function ownEnergy(ledger: EnergyLedger, account: string): bigint {
  return ledger.energyOf(account).own
}

/**
 * The LP `account` has pledged in every pool of the chain — demand (matured locks included) and running locks — with
 * the longest running lock's days and the lock type (regular while a lock runs, demand with only demand LP).
 */
function pledgeOf(
  mining: MiningLedger,
  account: string,
): { amount: bigint; days: number | null; lockType: 'demand' | 'regular' | null } {
  let demand = 0n
  let locked = 0n
  let days = 0
  for (const lpToken of mining.poolTokens()) {
    const position = mining.positionOf(lpToken, account)
    if (!position) continue
    demand += position.demandUnits
    for (const lock of position.locks.values()) {
      if (lock.matured) continue
      locked += lock.amount
      days = Math.max(days, lock.lockDays)
    }
  }
  if (locked > 0n) return { amount: demand + locked, days, lockType: 'regular' }
  return demand > 0n ? { amount: demand, days: 0, lockType: 'demand' } : { amount: 0n, days: null, lockType: null }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
