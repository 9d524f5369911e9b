import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { CHART_INTERVALS } from '../../stores/PriceChartStore'
import { chartGeometry } from './chartGeometry'

const WIDTH = 320
const HEIGHT = 140

/** The selected pair's price chart: a dependency-free SVG of candles over a close-price line, with an interval switch. */
export const PriceChart = observer(function PriceChart() {
  const { priceChart } = useStores()
  const t = useT()
  useEffect(() => priceChart.watch(), [priceChart])
  const { status, pair } = priceChart
  const geometry = chartGeometry(priceChart.candles, WIDTH, HEIGHT)
  const line = geometry.candles.map((candle) => `${candle.x.toFixed(1)},${candle.close.toFixed(1)}`).join(' ')
  const body = Math.max(1, geometry.slot * 0.6)
  return (
    <div className="price-chart" data-testid="price-chart" data-status={status}>
      <div className="price-chart-head">
        <span data-testid="price-chart-pair">
          {pair ? t('chart.pair', { base: pair.symbol0 ?? '?', quote: pair.symbol1 ?? '?' }) : t('chart.title')}
        </span>
        <span className="price-chart-intervals">
          {CHART_INTERVALS.map((interval) => (
            <button
              key={interval}
              type="button"
              className={interval === priceChart.interval ? 'price-interval active' : 'price-interval'}
              aria-pressed={interval === priceChart.interval}
              data-testid={`chart-interval-${interval}`}
              onClick={() => priceChart.setInterval(interval)}
            >
              {interval}
            </button>
          ))}
        </span>
      </div>
      {status === 'ready' ? (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('chart.title')} data-testid="price-chart-svg">
          <polyline points={line} fill="none" stroke="currentColor" strokeOpacity="0.4" />
          {geometry.candles.map((candle) => (
            <g key={candle.time} data-testid="price-chart-candle" className={candle.rising ? 'rising' : 'falling'}>
              <line x1={candle.x} x2={candle.x} y1={candle.high} y2={candle.low} stroke="currentColor" />
              <rect
                x={candle.x - body / 2}
                width={body}
                y={Math.min(candle.open, candle.close)}
                height={Math.max(1, Math.abs(candle.open - candle.close))}
                fill="currentColor"
              />
            </g>
          ))}
        </svg>
      ) : (
        <p className="price-chart-state" data-testid="price-chart-state">
          {t(`chart.${status}`)}
        </p>
      )}
    </div>
  )
})
