import { observer } from 'mobx-react-lite'
import type { NativeCurrency } from '../../../domain/currency/NativeCurrency'
import { unwrapToken } from '../../../domain/currency/unwrapToken'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { formatPoolShare } from '../../../domain/format/formatPoolShare'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { Position } from './PoolStore'

/**
 * One liquidity position (spec section 9): the pair, the pooled amount of each token (6 significant digits), the LP
 * balance floored to 2 decimals, the pool share to 2 decimals, and links to add and remove.
 */
export const PositionCard = observer(function PositionCard(props: { position: Position; native: NativeCurrency }) {
  const t = useT()
  const format = useFormat()
  const { pair, lpBalance, amount0, amount1, share } = props.position
  const [currency0, currency1] = [unwrapToken(pair.token0, props.native), unwrapToken(pair.token1, props.native)]
  const [id0, id1] = [currencyIdOf(currency0), currencyIdOf(currency1)]
  const [symbol0, symbol1] = [formatSymbol(currency0.symbol), formatSymbol(currency1.symbol)]
  return (
    <div className="position-card" data-testid="position-card" data-pair={pair.address}>
      <div className="position-head">
        <strong data-testid="position-pair">{`${symbol0}/${symbol1}`}</strong>
      </div>
      <dl className="position-rows">
        <dt>{t('pool.lpTokens')}</dt>
        <dd data-testid="position-lp">{format.numbers(formatLpBalance(lpBalance))}</dd>
        <dt>{t('pool.pooled', { symbol: symbol0 })}</dt>
        <dd data-testid="position-amount0">{format.numbers(formatBalance(amount0, pair.token0.decimals))}</dd>
        <dt>{t('pool.pooled', { symbol: symbol1 })}</dt>
        <dd data-testid="position-amount1">{format.numbers(formatBalance(amount1, pair.token1.decimals))}</dd>
        <dt>{t('pool.share')}</dt>
        <dd data-testid="position-share">{format.numbers(formatPoolShare(share, 2))}</dd>
      </dl>
      <div className="position-actions">
        <a className="button primary" data-testid="position-add" href={`#/add/${id0}/${id1}`}>
          {t('pool.add')}
        </a>
        <a className="button" data-testid="position-remove" href={`#/remove/${id0}/${id1}`}>
          {t('pool.remove')}
        </a>
      </div>
    </div>
  )
})
