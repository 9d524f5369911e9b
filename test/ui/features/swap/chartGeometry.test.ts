import { describe, expect, it } from 'vitest'
import { chartGeometry, MIN_SLOTS } from '../../../../src/ui/features/swap/chartGeometry'

const BOX = { width: 320, height: 160, right: 52, bottom: 18, padding: 8 }
const HOUR = 3_600
const SLOT = (BOX.width - BOX.right - BOX.padding) / MIN_SLOTS
const candle = (time: number, open: string, close: string, low = open, high = close) => ({
  time,
  open,
  close,
  low,
  high,
})

describe('chartGeometry', () => {
  it('gives a single candle the width of one of at least 24 slots, at the right edge', () => {
    const layout = chartGeometry([candle(100 * HOUR, '2', '2.5')], HOUR, BOX)
    expect(layout.body).toBeCloseTo(Math.min(10, SLOT * 0.6))
    expect(layout.candles[0]!.x).toBeCloseTo(layout.plotRight - SLOT / 2)
  })

  it('places candles by time: a gap of two intervals leaves two slots', () => {
    const layout = chartGeometry([candle(0, '1', '1.1'), candle(3 * HOUR, '1.1', '1.2')], HOUR, BOX)
    expect(layout.candles[1]!.x - layout.candles[0]!.x).toBeCloseTo(3 * SLOT)
  })

  it('ticks prices at round steps inside the range, top to bottom, and times at whole intervals', () => {
    const layout = chartGeometry([candle(0, '1.93', '2.07', '1.9', '2.1')], HOUR, BOX)
    expect(layout.priceTicks.map((tick) => tick.label)).toEqual(['1.90', '1.95', '2.00', '2.05', '2.10'])
    const ats = layout.priceTicks.map((tick) => tick.at)
    expect(ats).toEqual([...ats].sort((a, b) => b - a)) // higher prices higher up
    expect(layout.timeTicks.length).toBeGreaterThanOrEqual(3)
    expect(layout.timeTicks.length).toBeLessThanOrEqual(5)
    expect(layout.timeTicks.every((tick) => /^\d\d:\d\d$/.test(tick.label))).toBe(true)
  })

  it('gives one flat price a band around it, and daily candles day labels', () => {
    const layout = chartGeometry([candle(0, '5', '5')], 86_400, BOX)
    expect(layout.priceTicks.length).toBeGreaterThan(1)
    expect(layout.priceTicks.every((tick) => Number.isFinite(tick.at))).toBe(true)
    expect(layout.timeTicks.every((tick) => /^\d\d-\d\d$/.test(tick.label))).toBe(true)
  })
})
