import type { ChartCandle } from '../../stores/PriceChartStore'

/** One candle placed in the chart's box: x of its centre, y of open, close, high and low. */
export interface PlacedCandle {
  time: number
  x: number
  open: number
  close: number
  high: number
  low: number
  rising: boolean
}

/**
 * Places candles in a `width` × `height` box (y grows downwards), the lowest low at the bottom and the highest high
 * at the top, with `padding` around; prices become floating point here, for drawing only.
 */
export function chartGeometry(
  candles: readonly ChartCandle[],
  width: number,
  height: number,
  padding = 8,
): { candles: PlacedCandle[]; min: number; max: number; slot: number } {
  const lows = candles.map((candle) => Number(candle.low))
  const highs = candles.map((candle) => Number(candle.high))
  const min = Math.min(...lows)
  const max = Math.max(...highs)
  const span = max - min || Math.abs(max) || 1
  const slot = (width - 2 * padding) / Math.max(candles.length, 1)
  const y = (price: string) => padding + ((max - Number(price)) / span) * (height - 2 * padding)
  return {
    min,
    max,
    slot,
    candles: candles.map((candle, index) => ({
      time: candle.time,
      x: padding + slot * (index + 0.5),
      open: y(candle.open),
      close: y(candle.close),
      high: y(candle.high),
      low: y(candle.low),
      rising: Number(candle.close) >= Number(candle.open),
    })),
  }
}
