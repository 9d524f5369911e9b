import { observer } from 'mobx-react-lite'
import { formatSwapAmount } from '../../../domain/format/formatSwapAmount'
import type { TradeSummary } from '../../../domain/trade/summarizeTrade'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'

/** The trade's details (spec section 2): minimum received or maximum sold, price impact by severity, LP fee, route. */
export const TradeDetails = observer(function TradeDetails(props: {
  summary: TradeSummary
  slippageBips: number
  /** Decimals of the input and output currencies. */
  decimals: { input: number; output: number }
}) {
  const t = useT()
  const format = useFormat()
  const { summary, decimals } = props
  const limitDecimals = summary.limit.kind === 'minimum-received' ? decimals.output : decimals.input
  return (
    <dl className="trade-details" data-testid="trade-details">
      <div>
        <dt>{t(summary.limit.kind === 'minimum-received' ? 'swap.minimumReceived' : 'swap.maximumSold')}</dt>
        <dd data-testid="trade-limit">
          {format.numbers(formatSwapAmount(summary.limit.raw, limitDecimals))} {summary.limit.symbol}
        </dd>
      </div>
      <div>
        <dt>{t('swap.priceImpact')}</dt>
        <dd data-testid="price-impact" className={`severity-${summary.severity}`}>
          {summary.priceImpact}
        </dd>
      </div>
      <div>
        <dt>{t('swap.lpFee')}</dt>
        <dd data-testid="lp-fee">
          {format.numbers(formatSwapAmount(summary.lpFee.raw, decimals.input))} {summary.lpFee.symbol}
        </dd>
      </div>
      {summary.route.length > 2 ? (
        <div>
          <dt>{t('swap.route')}</dt>
          <dd data-testid="trade-route">{summary.route.join(' › ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('swap.slippage')}</dt>
        <dd>{`${props.slippageBips / 100}%`}</dd>
      </div>
    </dl>
  )
})
