import type { TradeSummary } from '../../../domain/trade/summarizeTrade'
import { useT } from '../../components/useT'

/** The side of a trade that is not typed: the output of an exact input, the input of an exact output. */
function quotedSide(summary: TradeSummary): { amount: string; symbol: string } {
  const side = summary.tradeType === 'exact-in' ? summary.output : summary.input
  return { amount: side.display, symbol: side.symbol }
}

/**
 * Both routes when the form routes around a blocked one (issue #18, item 12): the best price, blocked by its price
 * impact, and the route offered instead.
 */
export function RoutedAroundNote(props: { blocked: TradeSummary; offered: TradeSummary }) {
  const t = useT()
  const line = (summary: TradeSummary) => ({
    ...quotedSide(summary),
    route: summary.route.join(' › '),
    impact: summary.priceImpact,
  })
  return (
    <div className="routed-around" role="note" data-testid="routed-around">
      <strong>{t('swap.routedAround')}</strong>
      <p data-testid="blocked-best-route">{t('swap.blockedBestRoute', line(props.blocked))}</p>
      <p data-testid="offered-route">{t('swap.offeredRoute', line(props.offered))}</p>
    </div>
  )
}
