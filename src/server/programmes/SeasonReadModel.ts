import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { SeasonNotSettledError } from '../../domain/errors/SeasonNotSettledError'
import { usdtPrices } from '../../domain/market/usdtPrices'
import { usdtVolume } from '../../domain/market/usdtVolume'
import type { MiningLedgerView } from '../../domain/mining/MiningLedgerView'
import type { TitleTier } from '../../domain/season/awardTitles'
import type { EnergyLedger } from '../../domain/season/EnergyLedger'
import { mintedSeasons } from '../../domain/season/mintedSeasons'
import { SEASON_PROGRAMME } from '../../domain/season/seasonSettlement'
import { titleState } from '../../domain/season/titleState'
import type { Clock } from '../../ports/Clock'
import type { Invitations } from '../../ports/Invitations'
import type { MarketData } from '../../ports/MarketData'
import type { RewardLedger } from '../../ports/RewardLedger'
import type { SeasonSettlements } from '../../ports/SeasonSettlements'
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
  settlements: SeasonSettlements
  rewards: RewardLedger
  clock: Clock
  /** The indexed swaps: a friend's trading volume. */
  market: MarketData
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
   * not opened yet, without an end) — or, while the season before it has ended by the indexed head and is not settled
   * yet, that ended season (its end passed, its energy at the end, its titles reached: state 1), so that a reader never
   * sees the next season without the titles the last one earned (the panel reads again while a season shows ended), the account's energy (own, from direct and from diffused friends), the title
   * asks, each tier's state (titleState: 0 nothing, 1 reached in the running season, 2 an earned title to claim, 3 all
   * earned titles claimed), the extend reward and the fund per token, and the extend rewards credited to the account
   * for its titles of each tier (`nft{1,2}_before_season_reward_list`, per token over every settled season).
   */
  async seasonData(chainId: number, account: string) {
    const [{ ledger, head, titleClaims }, earned, credits, settled] = await Promise.all([
      this.deps.ledgers.ledger(chainId),
      this.deps.settlements.titlesOf(chainId, account),
      this.deps.rewards.creditsOf(chainId, account, SEASON_PROGRAMME),
      this.deps.settlements.settled(chainId),
    ])
    const number = shownSeason(ledger.currentSeason, settled.at(-1)?.season ?? 0)
    const season = ledger.season(number)
    const energy = ledger.energyOf(account, number)
    const record = this.deps.records.find((candidate) => candidate.chainId === chainId)
    const symbol = (token: string) => record?.tokens.find((t) => t.address.toLowerCase() === token)?.symbol ?? null
    const reached = (ask: bigint | undefined) => ask !== undefined && energy.total >= ask
    const state = (tier: TitleTier, ask: bigint | undefined) =>
      titleState({
        reachedNow: reached(ask),
        earned: earned.filter((title) => title.tier === tier).map((title) => title.season),
        minted: mintedSeasons(titleClaims, account, tier),
      })
    const extendList = (tier: TitleTier) => {
      const totals = new Map<string, bigint>()
      for (const credit of credits)
        if (credit.key.endsWith(`:extend:${tier}`))
          totals.set(credit.token, (totals.get(credit.token) ?? 0n) + credit.amount)
      return [...totals].map(([token, reward]) => ({ nft_reward_token: token, reward }))
    }
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
      nft1_state: state(1, season?.nft1Ask),
      nft2_state: state(2, season?.nft2Ask),
      direct_bps: season?.directBps ?? null,
      diffused_bps: season?.diffusedBps ?? null,
      extend_reward: season?.extendRewardBps ?? null,
      fund: [...(season?.funds ?? new Map<string, bigint>())].map(([token, amount]) => ({
        token,
        symbol: symbol(token),
        amount,
      })),
      nft1_before_season_reward_list: extendList(1),
      nft2_before_season_reward_list: extendList(2),
      indexed_block: head?.number ?? null,
      indexed_time: head?.timestamp ?? null,
    }
  }

  /**
   * `get-season-settlement/{season}`: a settled season as the server recorded it — the indexed block it was computed
   * at, every credit, the titles and each fund's total paid — and the invitation bindings that the energies count, each
   * with the terms its invitee signed (chain, expiry) and the signature, for `fomo season verify` to check each binding
   * (verifySignedBindings) and recompute the season from the chain.
   *
   * @throws SeasonNotSettledError while the season is not settled.
   */
  async settlement(chainId: number, season: number) {
    const [settled, bindings] = await Promise.all([
      this.deps.settlements.settlement(chainId, season),
      this.deps.invitations.signedBindings(),
    ])
    if (!settled) throw new SeasonNotSettledError(chainId, season)
    return {
      season: settled.season,
      end_time: settled.endTime,
      block: settled.blockNumber,
      block_hash: settled.blockHash,
      credits: settled.credits.map((c) => ({ key: c.key, account: c.account, token: c.token, amount: c.amount })),
      titles: [...settled.titles].map(([account, tiers]) => ({ account, tiers })),
      funds: [...settled.funds].map(([token, { fund, paid }]) => ({ token, fund, paid })),
      bindings: bindings.map((b) => ({
        invitee: b.invitee,
        inviter: b.inviter,
        time: b.time,
        chain_id: b.chainId ?? null,
        expires: b.expiresAt ?? null,
        signature: b.signature,
      })),
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
   * count. `trading_volume` is the friend's swap volume on this chain (every swap it sent, indexed), in USDT base units
   * at today's pool prices (usdtVolume), for display; one read for the page's rows.
   */
  async inviteSum(chainId: number, account: string, kind: FriendKind, page: number) {
    const direct = await this.deps.invitations.inviteesOf([account])
    let friends = direct
    if (kind === 4) {
      friends = direct.length === 0 ? [] : await this.deps.invitations.inviteesOf(direct.map((b) => b.invitee))
    }
    // the ledgers last, read before the next await (a mining ledger's view refuses to read once it moved on)
    let [{ ledger }, { ledger: mining }] = await Promise.all([
      this.deps.ledgers.ledger(chainId),
      this.deps.mining.ledger(chainId),
    ])
    while (!mining.current) ({ ledger: mining } = await this.deps.mining.ledger(chainId))
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
    const shown = rows.slice(offset, offset + SEASON_PAGE_SIZE)
    const volumes = await this.tradingVolumes(
      chainId,
      shown.map((row) => row.related_addr),
    )
    return {
      top_player_name: rows[0]?.related_addr ?? null,
      direct_count: direct.length,
      total_reward_list: [],
      page,
      page_size: SEASON_PAGE_SIZE,
      count: rows.length,
      list: shown.map((row, i) => ({ ...row, trading_volume: volumes[i] })),
    }
  }

  /** Each trader's swap volume on `chainId` in USDT base units; null when the chain has no USDT to value it in. */
  private async tradingVolumes(chainId: number, traders: readonly string[]): Promise<(bigint | null)[]> {
    const usdt = this.deps.records.find((r) => r.chainId === chainId)?.tokens.find((t) => t.symbol === 'USDT')
    if (!usdt || traders.length === 0) return traders.map(() => null)
    const [pairs, volumes] = await Promise.all([
      this.deps.market.pairStates(chainId),
      this.deps.market.tradingVolumes(chainId, traders),
    ])
    const prices = usdtPrices(pairs, usdt.address.toLowerCase())
    return traders.map((trader) => usdtVolume(volumes.get(trader.toLowerCase()) ?? [], pairs, prices))
  }
}

/** The seasons whose title of `tier` `account` has minted (indexed TitleClaimed events). */
function ownEnergy(ledger: EnergyLedger, account: string): bigint {
  return ledger.energyOf(account).own
}

/**
 * The LP `account` has pledged in every pool of the chain — demand (matured locks included) and running locks — with
 * the longest running lock's days and the lock type (regular while a lock runs, demand with only demand LP).
 */
function pledgeOf(
  mining: MiningLedgerView,
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

/**
 * The season get-season-data shows: the one energy accrues to, unless the season before it has ended and is not
 * settled yet (`lastSettled`, 0 before any), then that one, until the settlement is recorded.
 *
 * @example shownSeason(2, 0) // 1: season 1 ended and is being settled
 */
export function shownSeason(accruing: number, lastSettled: number): number {
  return accruing > 1 && lastSettled < accruing - 1 ? accruing - 1 : accruing
}
