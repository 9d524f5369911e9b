import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DRAW_INTERVAL_SECONDS, drawPrizes, scheduledDraw } from '../../../src/domain/bounty/drawSchedule'

describe('the prize draws’ schedule', () => {
  it('puts any time in the draw closing at the next 00:00 UTC after it, its id the day number of that close', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (time) => {
        const { drawId, closeTime } = scheduledDraw(time)
        expect(closeTime).toBeGreaterThan(time)
        expect(closeTime - time).toBeLessThanOrEqual(DRAW_INTERVAL_SECONDS)
        expect(closeTime % DRAW_INTERVAL_SECONDS).toBe(0)
        expect(drawId).toBe(BigInt(closeTime / DRAW_INTERVAL_SECONDS))
      }),
    )
    expect(scheduledDraw(Date.UTC(2026, 10, 24, 23, 59, 59) / 1000)).toEqual({
      drawId: 20_782n,
      closeTime: Date.UTC(2026, 10, 25) / 1000,
    })
    // the close itself belongs to the next draw: a draw is committed strictly before its close
    expect(scheduledDraw(Date.UTC(2026, 10, 25) / 1000).drawId).toBe(20_783n)
  })

  it('prizes 5, 3 and 2 % of the free pool, the largest first, never past a tenth of it, none from a dry pool', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), (available) => {
        const prizes = drawPrizes(available)
        expect(prizes.every((prize) => prize > 0n)).toBe(true)
        expect(prizes.reduce((sum, prize) => sum + prize, 0n) * 10n).toBeLessThanOrEqual(available)
        expect([...prizes].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(prizes)
      }),
    )
    expect(drawPrizes(10_000n)).toEqual([500n, 300n, 200n])
    expect(drawPrizes(40n)).toEqual([2n, 1n])
    expect(drawPrizes(0n)).toEqual([])
  })
})
