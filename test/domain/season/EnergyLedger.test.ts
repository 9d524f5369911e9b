import { describe, expect, it } from 'vitest'
import { EnergyLedger } from '../../../src/domain/season/EnergyLedger'
import { EnergyEventLog } from './energyEvents'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const C = '0x00000000000000000000000000000000000000cc'
const DAY = 86_400
const E = 10n ** 18n

function ledgerOf(log: EnergyEventLog, until: number): EnergyLedger {
  const ledger = new EnergyLedger()
  for (const event of log.events) ledger.apply(event)
  ledger.advanceTo(until)
  return ledger
}

/** A log with a 1x demand option, shares 10 % and 5 %, and season 1 open from 0 for `days`. */
const seasonLog = (days = 100) =>
  new EnergyEventLog()
    .pool(0)
    .shares(0, 1_000, 500)
    .open(0, 1, days * DAY)

describe('EnergyLedger', () => {
  it('a pledge earns amount × energy ratio per pledge-day, by the second, rounded down', () => {
    const log = seasonLog().option(0, 7, 20_000, 15_000)
    log.deposit(0, A, E, 0, 10_000)
    log.deposit(0, B, E, 7, 15_000)
    log.deposit(0, C, 7n, 0, 10_000)
    expect([ledgerOf(log, DAY).energyOf(A).own, ledgerOf(log, DAY).energyOf(B).own]).toEqual([E, (3n * E) / 2n])
    // a lock earns its frozen ratio until it unlocks, then the demand ratio
    expect(ledgerOf(log, 8 * DAY).energyOf(B).own).toBe((21n * E) / 2n + E)
    expect(ledgerOf(log, DAY / 2).energyOf(C)).toEqual({ own: 3n, direct: 0n, diffused: 0n, total: 3n }) // 3.5
  })

  it('a withdrawal stops the earning, and withdrawing and redepositing earns nothing extra', () => {
    const log = seasonLog()
    log.deposit(0, A, E, 0, 10_000)
    log.deposit(0, B, E, 0, 10_000)
    log.withdrawn(DAY, A, E)
    log.deposit(2 * DAY, A, E, 0, 10_000)
    const ledger = ledgerOf(log, 3 * DAY)
    expect([ledger.energyOf(A).own, ledger.energyOf(B).own]).toEqual([2n * E, 3n * E])
  })

  it('an inviter earns the shares of its direct and diffused friends’ own energy, from the binding on', () => {
    const log = seasonLog()
    log.bind(0, B, A)
    log.deposit(0, B, E, 0, 10_000)
    log.deposit(0, C, E, 0, 10_000)
    log.bind(DAY, C, B)
    const ledger = ledgerOf(log, 2 * DAY)
    expect(ledger.energyOf(C)).toEqual({ own: 2n * E, direct: 0n, diffused: 0n, total: 2n * E })
    expect(ledger.energyOf(B)).toEqual({ own: 2n * E, direct: E / 10n, diffused: 0n, total: 2n * E + E / 10n })
    // A gets 10 % of B's own energy only (never B's share of C) and 5 % of C's since C's binding
    expect(ledger.energyOf(A)).toEqual({ own: 0n, direct: E / 5n, diffused: E / 20n, total: E / 4n })
  })

  it('a binding under a friend who already has friends makes them diffused friends from then on', () => {
    const log = seasonLog()
    log.bind(0, C, B)
    log.deposit(0, C, E, 0, 10_000)
    log.bind(DAY, B, A)
    expect(ledgerOf(log, 3 * DAY).energyOf(A)).toEqual({ own: 0n, direct: 0n, diffused: E / 10n, total: E / 10n })
  })

  it('the first binding wins; a self-binding or one closing a cycle is ignored', () => {
    const log = seasonLog()
    log.bind(0, A, A).bind(0, B, A).bind(0, B, C).bind(0, C, B).bind(0, A, C)
    const ledger = ledgerOf(log, 0)
    expect([ledger.inviterOf(A), ledger.inviterOf(B), ledger.inviterOf(C)]).toEqual([undefined, A, B])
  })

  it('seasons: nothing before season 1 opens, energy resets at each end, an event at the end is the next season’s', () => {
    const log = new EnergyEventLog().pool(0).shares(0, 1_000, 0)
    log.bind(0, B, A)
    log.deposit(0, B, E, 0, 10_000)
    log.open(DAY, 1, 2 * DAY)
    log.shares(DAY, 2_000, 0) // for seasons opened from now on
    log.withdrawn(2 * DAY, B, E / 2n)
    const ledger = ledgerOf(log, 3 * DAY)
    expect(ledger.energyOf(B, 1).own).toBe(E)
    expect(ledger.energyOf(A, 1).direct).toBe(E / 10n)
    // season 2 is not opened: its energy accrues from season 1's end at the shares it will copy
    expect(ledger.currentSeason).toBe(2)
    expect(ledger.energyOf(B).own).toBe(E / 2n)
    expect(ledger.energyOf(A).direct).toBe(E / 10n)
    log.open(4 * DAY, 2, 6 * DAY)
    const later = ledgerOf(log, 7 * DAY)
    expect([later.energyOf(B, 2).own, later.energyOf(A, 2).direct]).toEqual([2n * E, (2n * E) / 5n])
    expect(later.energyOf(A, 1).direct).toBe(E / 10n) // a closed season keeps its figures
    expect(later.energies(1)).toEqual(
      new Map([
        [A, E / 10n],
        [B, E],
      ]),
    )
  })

  it('a demand-ratio change applies to demand and matured locks from its block; a shut-down pool earns nothing', () => {
    const log = seasonLog().option(0, 1, 20_000, 30_000)
    log.deposit(0, A, E, 1, 30_000)
    log.deposit(0, B, E, 0, 10_000)
    log.option(2 * DAY, 0, 10_000, 20_000)
    log.shutDown(3 * DAY)
    const ledger = ledgerOf(log, 5 * DAY)
    expect([ledger.energyOf(A).own, ledger.energyOf(B).own]).toEqual([3n * E + E + 2n * E, E + E + 2n * E])
  })

  it('the log has one entry per rate change and season end, and sums to each part of the energy', () => {
    const log = seasonLog(3)
    log.bind(0, B, A)
    log.deposit(0, B, E, 0, 10_000)
    log.deposit(DAY, B, E, 0, 10_000)
    log.withdrawn(2 * DAY, B, E)
    const ledger = ledgerOf(log, 3 * DAY + DAY / 2)
    expect(ledger.energyLog(B)).toEqual([
      { season: 1, time: DAY, type: 'pledge', amount: E },
      { season: 1, time: 2 * DAY, type: 'pledge', amount: 2n * E },
      { season: 1, time: 3 * DAY, type: 'pledge', amount: E },
      { season: 2, time: 3 * DAY + DAY / 2, type: 'pledge', amount: E / 2n },
    ])
    expect(ledger.energyLog(A)).toEqual([
      { season: 1, time: DAY, type: 'direct', amount: E / 10n },
      { season: 1, time: 2 * DAY, type: 'direct', amount: E / 5n },
      { season: 1, time: 3 * DAY, type: 'direct', amount: E / 10n },
      { season: 2, time: 3 * DAY + DAY / 2, type: 'direct', amount: E / 20n },
    ])
    expect(ledger.energyLog(C)).toEqual([])
  })

  it('keeps each season’s asks and fund as the chain announced them', () => {
    const log = seasonLog(3).fund(DAY, 1, '0xt1', 5n, 5n).fund(DAY, 1, '0xt1', 7n, 12n)
    const season = ledgerOf(log, DAY).season(1)
    expect(season).toMatchObject({ startTime: 0, endTime: 3 * DAY, nft1Ask: 1n, nft2Ask: 2n, directBps: 1_000 })
    expect(season?.funds).toEqual(new Map([['0xt1', 12n]]))
  })

  it('a binding applied after later events counts from the inviter’s last change, not from its own older time', () => {
    // the inviter's friend share is accrued lazily (only when that share's rate changes or is read): this pins the
    // figure of accruing every share at every change, which a late binding (time before the inviter's last pledge)
    // would tell apart
    const log = seasonLog()
    log.deposit(0, A, E, 0, 10_000)
    log.deposit(0, B, E, 0, 10_000)
    log.deposit(5 * DAY, B, E, 0, 10_000)
    log.deposit(6 * DAY, C, E, 0, 10_000)
    const ledger = new EnergyLedger()
    for (const event of log.events) ledger.apply(event)
    ledger.apply({ kind: 'invitationBound', invitee: A, inviter: B, time: 2 * DAY }) // the ledger is at day 6
    ledger.advanceTo(10 * DAY)
    expect(ledger.energyOf(B)).toEqual({ own: 15n * E, direct: E / 2n, diffused: 0n, total: 15n * E + E / 2n })
    expect(ledger.energyOf(A)).toEqual({ own: 10n * E, direct: 0n, diffused: 0n, total: 10n * E })
  })
})
