import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../components/controls/Button'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { chartGeometry } from './chartGeometry'
import { CHART_INTERVALS } from './PriceChartStore'

const BOX = { width: 320, height: 160, right: 52, bottom: 18, padding: 8 }

/**
 * The selected pair's price chart: a dependency-free SVG of candles over a close-price line, placed by time with a
 * price axis (right) and a time axis (below), with an interval switch.
 */
export const PriceChart = observer(function PriceChart() {
  const { priceChart } = useStores()
  const t = useT()
  useEffect(() => priceChart.watch(), [priceChart])
  const { status, symbols } = priceChart
  const geometry = chartGeometry(priceChart.candles, priceChart.intervalSeconds, BOX)
  const line = geometry.candles.map((candle) => `${candle.x.toFixed(1)},${candle.close.toFixed(1)}`).join(' ')
  const { body, plotRight, plotBottom } = geometry
  return (
    <div className="price-chart" data-testid="price-chart" data-status={status}>
      <div className="price-chart-head">
        <span data-testid="price-chart-pair">{symbols ? t('chart.pair', symbols) : t('chart.title')}</span>
        <span className="price-chart-intervals">
          {CHART_INTERVALS.map((interval) => (
            <Button
              key={interval}
              variant="plain"
              className={interval === priceChart.interval ? 'price-interval active' : 'price-interval'}
              aria-pressed={interval === priceChart.interval}
              data-testid={`chart-interval-${interval}`}
              onClick={() => priceChart.setInterval(interval)}
            >
              {interval}
            </Button>
          ))}
        </span>
      </div>
      {status === 'ready' ? (
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={t('chart.title')}
          data-testid="price-chart-svg"
        >
          <g className="chart-axis" data-testid="price-axis">
            <line x1={plotRight} x2={plotRight} y1={BOX.padding} y2={plotBottom} />
            {geometry.priceTicks.map((tick) => (
              <g key={tick.label}>
                <line className="chart-grid" x1={BOX.padding} x2={plotRight} y1={tick.at} y2={tick.at} />
                <text x={plotRight + 4} y={tick.at} dominantBaseline="middle" data-testid="price-tick">
                  {tick.label}
                </text>
              </g>
            ))}
          </g>
          <g className="chart-axis" data-testid="time-axis">
            <line x1={BOX.padding} x2={plotRight} y1={plotBottom} y2={plotBottom} />
            {geometry.timeTicks.map((tick) => (
              <text key={tick.at} x={tick.at} y={BOX.height - 4} textAnchor="middle" data-testid="time-tick">
                {tick.label}
              </text>
            ))}
          </g>
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
