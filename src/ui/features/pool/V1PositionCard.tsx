import { observer } from 'mobx-react-lite'
import type { NativeCurrency } from '../../../domain/currency/NativeCurrency'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { useT } from '../../components/useT'
import { V1PositionRows } from './V1PositionRows'
import type { V1PositionRow } from './V1PositionsStore'

/**
 * One V1 position of the migrate list: the token, the V1 LP balance (2 decimals), the pooled token and native coin,
 * and links to migrate it into FomoSwap or remove it.
 */
export const V1PositionCard = observer(function V1PositionCard(props: { row: V1PositionRow; native: NativeCurrency }) {
  const t = useT()
  const { position, worth } = props.row
  const { token } = position
  return (
    <div className="position-card" data-testid="v1-position" data-token={token.address}>
      <div className="position-head">
        <strong data-testid="v1-position-pair">{`${formatSymbol(token.symbol)}/${formatSymbol(props.native.symbol)} V1`}</strong>
      </div>
      <V1PositionRows liquidity={position.liquidity} worth={worth} token={token} native={props.native} />
      <div className="position-actions">
        <a className="button primary" data-testid="v1-position-migrate" href={`#/migrate/v1/${token.address}`}>
          {t('migrate.migrate')}
        </a>
        <a className="button" data-testid="v1-position-remove" href={`#/remove/v1/${token.address}`}>
          {t('migrate.remove')}
        </a>
      </div>
    </div>
  )
})
