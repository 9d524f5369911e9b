import { PledgeBook } from './PledgeBook'
import type { EnergyEvent, InvitationBound, SeasonEvent } from './SeasonEvent'

/** One wei of energy is 1 wei of LP × 1x (10,000 bps) pledged for a day: the exact sums are kept in wei·bps·s. */
export const ENERGY_DENOMINATOR = 10_000n * 86_400n
const BPS = 10_000n

/** Where a piece of energy comes from: the account's own pledges, a direct friend's, or a diffused friend's. */
export type EnergyType = 'pledge' | 'direct' | 'diffused'
const TYPES: readonly EnergyType[] = ['pledge', 'direct', 'diffused']

/** An account's energy in one season, in wei: `total` = `own` + `direct` + `diffused`, each rounded down. */
export interface SeasonEnergy {
  own: bigint
  direct: bigint
  diffused: bigint
  total: bigint
}

/** One line of the energy log: `amount` wei of `type` energy earned in `season` up to `time`. */
export interface EnergyLogEntry {
  season: number
  time: number
  type: EnergyType
  amount: bigint
}

/** A season as the chain announced it, with the shares copied into it when it was opened. */
export interface Season {
  number: number
  startTime: number
  endTime: number
  nft1Ask: bigint
  nft2Ask: bigint
  directBps: number
  diffusedBps: number
  extendRewardBps: number
  /** Each token's fund (the latest `totalFund`). */
  funds: Map<string, bigint>
}

type Sums = [bigint, bigint, bigint] // pledge, direct, diffused: wei·bps·s, or wei·bps a second for rates

interface Account {
  inviter: string | undefined
  /** The inviter's state, kept beside its address: a pledge reaches two levels up without a lookup. */
  up: Account | undefined
  rates: Sums
  sums: Sums
  /** The sums at the account's last log entry of each type this season. */
  logged: Sums
  /** The time the account was last brought to: each type's sum counts as accrued up to it. */
  updatedAt: number
  /**
   * Up to when each type's sum is actually accrued (at most `updatedAt`): a type is brought up to date only when its
   * own rate changes or it is read, so a pledge does one bigint accrual per account it touches, not three.
   */
  typeUpdatedAt: [number, number, number]
  /** The log, packed (no object per entry: a ledger holds millions): `logKeys[i]` = logKey(season, time, type). */
  logKeys: number[]
  logSums: bigint[]
}

const TIME_SPAN = 2 ** 32 // seconds: a log time is below it (until 2106), a season number below 2^19
const logKey = (season: number, time: number, type: number) => (season * TIME_SPAN + time) * 4 + type

/**
 * Season energy (courage) as a pure function of the mining and season contracts' events and the invitation bindings
 * (spec §1, §3; issue 14). One ledger per chain; apply events in chain order, bindings merged in by their time.
 *
 * Own energy: each second a pledge earns amount × energy ratio / 10,000 / 86,400 wei ("per pledge-day"). A lock earns
 * at the ratio frozen in it until `unlockAt`; from then on, like demand LP, at the pool's current day-0 option ratio
 * (0 once that option is removed), until it is withdrawn; a shut-down pool earns nothing. So a pledge withdrawn early
 * stops earning, and withdrawing and redepositing earns nothing extra: the rate depends only on what is pledged.
 *
 * Friends: an inviter earns the season's `directBps` of each direct friend's (invitee's) own energy and `diffusedBps`
 * of each diffused friend's (invitee's invitee's) own energy, counted from the binding time (for a diffused friend,
 * the later of the two bindings). Only own energy propagates, never a friend's shares, so energy is a sum over at
 * most two levels and there is nothing circular to solve. Bindings follow the server's rules: the first binding of
 * an invitee wins; a self-binding or one that would close a cycle is ignored.
 *
 * Seasons: season n runs over [start, endTime) with start = season 1's open time, else season n-1's end; energy
 * earned from a season's end belongs to the next season, even before it is opened, and energy resets at each end.
 * Nothing accrues before season 1 opens. A season's shares are those in force when it was opened (FomoSeasons'
 * seasonRules); friends' energy is kept unscaled, so a season not opened yet shows the shares in force now and, once
 * opened, its copied shares apply to the whole season.
 *
 * Order: events carry their block time and apply in chain order; within one block (one time) the order of pledges,
 * withdrawals, maturities and bindings changes no figure (no second passes between them, and a withdrawal is never
 * dropped, even when it comes before the pledge it takes from). A binding older than the ledger's time (one that
 * arrives late) counts from the later of its own time and the inviter's last change of energy rate, since friend
 * shares accrue lazily from that change (pinned in EnergyLedger.test.ts); bindings merged in by time never are late.
 *
 * Exactness: the ledger keeps each account's energy as exact integer sums in wei·bps·s; a figure is rounded down
 * once, when read (own, direct and diffused separately), so it is the floor of the exact rational value.
 *
 * Log granularity: one entry per account and type each time that type's rate changes (a pledge, withdrawal, maturity,
 * option change or binding touching it) and at each season end, carrying the energy earned since the previous entry;
 * a read adds the energy earned since the last entry up to the ledger's time. Entries of zero are left out. A
 * pledge event makes at most three entries (the account, its inviter, their inviter); each season's entries of a
 * type sum exactly to that part of the season's energy.
 *
 * Cost: an event touches at most three accounts (O(log n) for a lock's maturity); a season end visits every account
 * once; a binding walks the inviter's ancestors once (the cycle check).
 */
export class EnergyLedger {
  private readonly accounts = new Map<string, Account>()
  private readonly seasons = new Map<number, Season>()
  private readonly closed = new Map<number, Map<string, Sums>>()
  private readonly pledges = new PledgeBook((account, delta, at) => this.ownRateChanged(account, delta, at))
  private readonly rules = { directBps: 0, diffusedBps: 0, extendRewardBps: 0 }
  private accruing = 0
  private accrualStart = Number.POSITIVE_INFINITY
  private time = 0

  /** Applies one event (in chain order; a binding at its time). */
  apply(event: EnergyEvent): void {
    this.advanceTo(event.time)
    if (event.kind === 'invitationBound') this.bind(event)
    else if (
      event.kind === 'seasonOpened' ||
      event.kind === 'seasonFunded' ||
      event.kind === 'energySharesSet' ||
      event.kind === 'extendRewardSet' ||
      event.kind === 'titleClaimed'
    )
      this.applySeason(event)
    else this.pledges.apply(event)
  }

  /** Brings the ledger up to `time` (seconds): matures locks and closes the seasons that end on the way. */
  advanceTo(time: number): void {
    for (;;) {
      const end = this.seasons.get(this.accruing)?.endTime ?? Number.POSITIVE_INFINITY
      const unlockAt = this.pledges.nextUnlock
      if (Math.min(end, unlockAt) > time) break
      if (unlockAt <= end) this.pledges.matureNext()
      else this.closeSeason(end)
    }
    this.time = Math.max(this.time, time)
  }

  /** The time the ledger has reached. */
  get now(): number {
    return this.time
  }

  /** The season energy accrues to now: 0 before season 1 opens; may be one not opened yet (after the latest end). */
  get currentSeason(): number {
    return this.accruing
  }

  /** Season `number` as opened and funded on chain. */
  season(number: number): Readonly<Season> | undefined {
    return this.seasons.get(number)
  }

  /** `account`'s inviter, if it is bound. */
  inviterOf(account: string): string | undefined {
    return this.accounts.get(account)?.inviter
  }

  /** `account`'s energy in `season` (the current one by default), up to the ledger's time. */
  energyOf(account: string, season = this.accruing): SeasonEnergy {
    return this.energyFrom(this.sumsOf(account, season), season)
  }

  /** Every account with energy in `season`, with its total: what settlement splits by. */
  energies(season: number): Map<string, bigint> {
    const totals = new Map<string, bigint>()
    const accounts = season === this.accruing ? this.accounts.keys() : (this.closed.get(season)?.keys() ?? [])
    for (const account of accounts) {
      const { total } = this.energyOf(account, season)
      if (total > 0n) totals.set(account, total)
    }
    return totals
  }

  /** `account`'s energy log, oldest first, up to the ledger's time (see the class comment for its granularity). */
  energyLog(account: string): EnergyLogEntry[] {
    const state = this.accounts.get(account)
    if (!state) return []
    this.accrue(state, this.time)
    const raw = state.logKeys.map((key, i) => {
      const type = key % 4
      const moment = (key - type) / 4
      return { season: Math.floor(moment / TIME_SPAN), time: moment % TIME_SPAN, type, sum: state.logSums[i]! }
    })
    for (let type = 0; type < 3; type++)
      if (state.sums[type] !== state.logged[type])
        raw.push({ season: this.accruing, time: this.time, type, sum: state.sums[type]! })
    const previous = new Map<string, bigint>()
    const entries: EnergyLogEntry[] = []
    for (const { season, time, type, sum } of raw) {
      const key = `${season}:${type}`
      const before = previous.get(key) ?? 0n
      previous.set(key, sum)
      const amount = this.scale(sum, type, season) - this.scale(before, type, season)
      if (amount > 0n) entries.push({ season, time, type: TYPES[type]!, amount })
    }
    return entries
  }

  private applySeason(event: SeasonEvent): void {
    switch (event.kind) {
      case 'seasonOpened': {
        if (this.seasons.has(event.number)) return
        const previous = this.seasons.get(event.number - 1)
        this.seasons.set(event.number, {
          number: event.number,
          startTime: previous ? previous.endTime : event.time,
          endTime: event.endTime,
          nft1Ask: event.nft1Ask,
          nft2Ask: event.nft2Ask,
          ...this.rules,
          funds: new Map(),
        })
        if (this.accruing === 0) {
          this.accruing = event.number
          this.accrualStart = event.time
        }
        return
      }
      case 'seasonFunded':
        this.seasons.get(event.number)?.funds.set(event.token, event.totalFund)
        return
      case 'energySharesSet':
        this.rules.directBps = event.directBps
        this.rules.diffusedBps = event.diffusedBps
        return
      case 'extendRewardSet':
        this.rules.extendRewardBps = event.bps
        return
      case 'titleClaimed': // no energy: settlement reads the claims for the extend reward
        return
    }
  }

  /** Passes a change of `account`'s own rate on to it, its inviter (direct) and their inviter (diffused). */
  private ownRateChanged(account: string, delta: bigint, at: number): void {
    const state = this.account(account)
    this.changeRate(state, 0, delta, at)
    const inviter = state.up
    if (!inviter) return
    this.changeRate(inviter, 1, delta, at)
    if (inviter.up) this.changeRate(inviter.up, 2, delta, at)
  }

  private bind({ invitee, inviter, time }: InvitationBound): void {
    const friend = this.account(invitee)
    if (friend.inviter !== undefined || invitee === inviter) return
    for (let up = this.accounts.get(inviter); up !== undefined; up = up.up) if (up === friend) return // a cycle
    friend.inviter = inviter
    const direct = this.account(inviter)
    friend.up = direct
    if (friend.rates[0] !== 0n) this.changeRate(direct, 1, friend.rates[0], time)
    if (friend.rates[1] !== 0n) this.changeRate(direct, 2, friend.rates[1], time) // the friend's friends
    if (direct.up && friend.rates[0] !== 0n) this.changeRate(direct.up, 2, friend.rates[0], time)
  }

  private changeRate(state: Account, type: number, delta: bigint, at: number): void {
    this.accrueType(state, type, at) // the other types' rates do not change: their sums can wait
    this.logEntry(state, type, at)
    state.rates[type]! += delta
  }

  private accrue(state: Account, to: number): void {
    for (let type = 0; type < 3; type++) this.accrueType(state, type, to)
  }

  /**
   * Accrues one type of `state` up to `to`, or up to `updatedAt` if that is later (where every type counts as accrued
   * already): a sum is exact however its constant-rate stretches are split, so the figures are those of accruing
   * every type at every change.
   */
  private accrueType(state: Account, type: number, to: number): void {
    const target = Math.max(to, state.updatedAt)
    const from = Math.max(state.typeUpdatedAt[type]!, this.accrualStart)
    if (target > from && state.rates[type] !== 0n) state.sums[type]! += state.rates[type]! * BigInt(target - from)
    state.typeUpdatedAt[type] = target
    state.updatedAt = target
  }

  private logEntry(state: Account, type: number, at: number): void {
    const sum = state.sums[type]!
    if (sum === state.logged[type]) return
    state.logKeys.push(logKey(this.accruing, at, type))
    state.logSums.push(sum)
    state.logged[type] = sum
  }

  private closeSeason(end: number): void {
    const snapshot = new Map<string, Sums>()
    for (const [address, state] of this.accounts) {
      this.accrue(state, end)
      for (let type = 0; type < 3; type++) this.logEntry(state, type, end)
      if (state.sums.some((sum) => sum !== 0n)) snapshot.set(address, state.sums)
      state.sums = [0n, 0n, 0n]
      state.logged = [0n, 0n, 0n]
    }
    this.closed.set(this.accruing, snapshot)
    this.accruing++
  }

  private sumsOf(account: string, season: number): Sums {
    if (season !== this.accruing) return this.closed.get(season)?.get(account) ?? [0n, 0n, 0n]
    const state = this.accounts.get(account)
    if (!state) return [0n, 0n, 0n]
    this.accrue(state, this.time)
    return state.sums
  }

  private energyFrom(sums: Sums, season: number): SeasonEnergy {
    const [own, direct, diffused] = [0, 1, 2].map((type) => this.scale(sums[type]!, type, season)) as Sums
    return { own, direct, diffused, total: own + direct + diffused }
  }

  /** Wei of energy in an exact sum of `type`, at the shares of `season` (the ones it will copy if not opened). */
  private scale(sum: bigint, type: number, season: number): bigint {
    if (type === 0) return sum / ENERGY_DENOMINATOR
    const shares = this.seasons.get(season) ?? this.rules
    const bps = BigInt(type === 1 ? shares.directBps : shares.diffusedBps)
    return (sum * bps) / (ENERGY_DENOMINATOR * BPS)
  }

  private account(address: string): Account {
    let state = this.accounts.get(address)
    if (!state) {
      state = {
        inviter: undefined,
        up: undefined,
        rates: [0n, 0n, 0n],
        sums: [0n, 0n, 0n],
        logged: [0n, 0n, 0n],
        updatedAt: this.time,
        typeUpdatedAt: [this.time, this.time, this.time],
        logKeys: [],
        logSums: [],
      }
      this.accounts.set(address, state)
    }
    return state
  }
}
