import type { ChartCandle } from './PriceChartStore'

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

/** A labelled tick: its position along the axis and its text. */
export interface AxisTick {
  at: number
  label: string
}

/** Where the candles and the axes go: the plot area inside the box, with room right for prices, below for times. */
export interface ChartBox {
  width: number
  height: number
  /** Room right of the plot for the price labels. */
  right: number
  /** Room under the plot for the time labels. */
  bottom: number
  padding: number
}

export interface ChartLayout {
  candles: PlacedCandle[]
  /** A candle body's width: 60% of its time slot, 1 to 10 px. */
  body: number
  priceTicks: AxisTick[]
  timeTicks: AxisTick[]
  /** The plot area's right and bottom edges (where the axes are drawn). */
  plotRight: number
  plotBottom: number
}

/** The chart shows at least this many intervals, so a few candles keep a candle's width instead of filling it. */
export const MIN_SLOTS = 24
const MAX_BODY = 10
const PRICE_TICKS = 5
const TIME_TICKS = 4

/**
 * Places candles by time in the plot area of `box` (y grows downwards): the latest interval at the right edge, at
 * least MIN_SLOTS intervals wide, the prices from the lowest low to the highest high with a tenth of their range above
 * and below; with price ticks at
 * round values (1, 2 or 5 × 10^k) and time ticks at whole intervals. Prices become floating point here, for drawing.
 *
 * @example chartGeometry([candle], 3600, { width: 320, height: 160, right: 52, bottom: 18, padding: 8 }).body // 6.5
 */
export function chartGeometry(candles: readonly ChartCandle[], intervalSeconds: number, box: ChartBox): ChartLayout {
  const plotLeft = box.padding
  const plotRight = box.width - box.right
  const plotTop = box.padding
  const plotBottom = box.height - box.bottom
  const first = candles[0]?.time ?? 0
  const last = candles.at(-1)?.time ?? 0
  const slots = Math.max(MIN_SLOTS, Math.round((last - first) / intervalSeconds) + 1)
  const start = last + intervalSeconds - slots * intervalSeconds
  const slotWidth = (plotRight - plotLeft) / slots
  const x = (time: number) => plotLeft + ((time - start) / intervalSeconds + 0.5) * slotWidth

  const lows = candles.map((candle) => Number(candle.low))
  const highs = candles.map((candle) => Number(candle.high))
  let min = Math.min(...lows)
  let max = Math.max(...highs)
  if (!(max > min)) {
    const margin = Math.abs(max) * 0.01 || 1 // one price: a 1% band around it
    min -= margin
    max += margin
  }
  const margin = (max - min) * 0.1 // candles keep clear of the plot's top and bottom edges
  min -= margin
  max += margin
  const y = (price: number) => plotTop + ((max - price) / (max - min)) * (plotBottom - plotTop)
  const step = niceStep((max - min) / PRICE_TICKS)
  const decimals = Math.min(12, Math.max(0, -Math.floor(Math.log10(step))))
  const priceTicks: AxisTick[] = []
  const firstTick = Math.ceil(min / step - 1e-9)
  for (let index = firstTick; index * step <= max + step * 1e-9; index++) {
    const value = index * step
    priceTicks.push({ at: y(value), label: value.toFixed(decimals) })
  }

  const every = Math.ceil(slots / TIME_TICKS)
  const timeTicks: AxisTick[] = []
  for (let slot = slots - 1; slot >= 0; slot -= every) {
    const time = start + slot * intervalSeconds
    timeTicks.unshift({ at: x(time), label: timeLabel(time, intervalSeconds) })
  }

  return {
    candles: candles.map((candle) => ({
      time: candle.time,
      x: x(candle.time),
      open: y(Number(candle.open)),
      close: y(Number(candle.close)),
      high: y(Number(candle.high)),
      low: y(Number(candle.low)),
      rising: Number(candle.close) >= Number(candle.open),
    })),
    body: Math.min(MAX_BODY, Math.max(1, slotWidth * 0.6)),
    priceTicks,
    timeTicks,
    plotRight,
    plotBottom,
  }
}

/** The round step (1, 2 or 5 × 10^k) nearest above `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power - 1e-9 // 0.05 / 0.01 is 5.000000000000001 in floating point
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
}

/** A time tick's text in local time: the day (MM-DD) for daily candles, else the hour and minute (HH:MM). */
function timeLabel(seconds: number, intervalSeconds: number): string {
  const date = new Date(seconds * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return intervalSeconds >= 86_400
    ? `${two(date.getMonth() + 1)}-${two(date.getDate())}`
    : `${two(date.getHours())}:${two(date.getMinutes())}`
}
