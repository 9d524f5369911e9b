import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UnknownTimeZoneError } from '../../../src/domain/errors/UnknownTimeZoneError'
import { dayCutoff } from '../../../src/domain/leaderboard/dayCutoff'
import { isTimeZone } from '../../../src/domain/leaderboard/isTimeZone'
import { latestDayCutoff } from '../../../src/domain/leaderboard/latestDayCutoff'
import { wallClock } from '../../../src/domain/leaderboard/wallClock'

const at = (iso: string) => Date.parse(iso) / 1000
const localDay = (time: number, zone: string) => new Date(wallClock(time, zone) * 1000).toISOString().slice(0, 10)
const ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Australia/Lord_Howe',
]

describe('dayCutoff', () => {
  it.each([
    ['UTC', '2024-05-31', '2024-06-01T00:00:00Z', 'no offset'],
    ['Asia/Shanghai', '2024-05-31', '2024-05-31T16:00:00Z', '+08:00, no daylight saving'],
    ['Asia/Kolkata', '2024-05-31', '2024-05-31T18:30:00Z', 'half-hour offset'],
    ['America/New_York', '2024-03-09', '2024-03-10T05:00:00Z', 'the night before the spring change (at 02:00)'],
    ['America/New_York', '2024-03-10', '2024-03-11T04:00:00Z', 'the 23-hour day'],
    ['America/New_York', '2024-11-03', '2024-11-04T05:00:00Z', 'the 25-hour day'],
    ['Europe/Berlin', '2024-03-31', '2024-03-31T22:00:00Z', 'CEST from 02:00'],
    ['America/Santiago', '2024-09-07', '2024-09-08T04:00:00Z', 'midnight skipped: 23:59:59 → 01:00, the change'],
    ['America/Havana', '2024-03-09', '2024-03-10T05:00:00Z', 'midnight skipped at 00:00 → 01:00'],
    ['America/Santiago', '2024-04-06', '2024-04-07T04:00:00Z', 'fall back at 24:00 → 23:00: a 25-hour day'],
  ])('%s %s ends at %s (%s)', (zone, day, iso) => {
    expect(dayCutoff(day, zone)).toBe(at(iso))
  })

  it('is the first second of the next local day, in every zone, daylight saving or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2037-12-31T00:00:00Z') }),
        (zone, time) => {
          const day = localDay(time, zone)
          const cutoff = dayCutoff(day, zone)
          expect(cutoff).toBeGreaterThan(time)
          expect(localDay(cutoff, zone) > day).toBe(true)
          expect(localDay(cutoff - 1, zone)).toBe(day)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses a malformed day and an unknown zone', () => {
    expect(() => dayCutoff('2024-5-31', 'UTC')).toThrow(RangeError)
    expect(() => dayCutoff('2024-05-31', 'Mars/Olympus')).toThrow(UnknownTimeZoneError)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('Europe/Berlin')).toBe(true)
  })
})

describe('latestDayCutoff', () => {
  it.each([
    ['UTC', '2024-06-01T12:00:00Z', '2024-05-31', '2024-06-01T00:00:00Z'],
    ['UTC', '2024-06-01T00:00:00Z', '2024-05-31', '2024-06-01T00:00:00Z'],
    ['UTC', '2024-05-31T23:59:59Z', '2024-05-30', '2024-05-31T00:00:00Z'],
    ['Asia/Shanghai', '2024-05-31T15:59:59Z', '2024-05-30', '2024-05-30T16:00:00Z'],
    ['Asia/Shanghai', '2024-05-31T16:00:00Z', '2024-05-31', '2024-05-31T16:00:00Z'],
    ['America/New_York', '2024-03-10T12:00:00Z', '2024-03-09', '2024-03-10T05:00:00Z'],
    ['America/Santiago', '2024-04-07T03:30:00Z', '2024-04-05', '2024-04-06T03:00:00Z'],
    ['America/Santiago', '2024-09-08T04:00:00Z', '2024-09-07', '2024-09-08T04:00:00Z'],
  ])('%s at %s: day %s, cut at %s', (zone, now, day, cutoff) => {
    expect(latestDayCutoff(at(now), zone)).toEqual({ day, time: at(cutoff) })
  })

  it('is at or before the time, and the next day’s cut-off is after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2037-12-31T00:00:00Z') }),
        (zone, time) => {
          const latest = latestDayCutoff(time, zone)
          expect(latest.time).toBeLessThanOrEqual(time)
          expect(latest.time).toBe(dayCutoff(latest.day, zone))
          const next = new Date(Date.parse(`${latest.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          expect(dayCutoff(next, zone)).toBeGreaterThan(time)
        },
      ),
      { numRuns: 500 },
    )
  })
})
