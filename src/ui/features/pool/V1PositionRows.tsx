import { observer } from 'mobx-react-lite'
import type { NativeCurrency } from '../../../domain/currency/NativeCurrency'
import type { Token } from '../../../domain/currency/Token'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { V1PositionValue } from '../../../domain/migrate/computeV1PositionValue'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'

/** The V1 LP balance of one position and what it withdraws of the token and the native coin. */
export const V1PositionRows = observer(function V1PositionRows(props: {
  liquidity: bigint
  worth: V1PositionValue
  token: Token | undefined
  native: NativeCurrency
}) {
  const t = useT()
  const format = useFormat()
  const symbol = formatSymbol(props.token?.symbol ?? '')
  const nativeSymbol = formatSymbol(props.native.symbol)
  return (
    <dl className="position-rows" data-testid="v1-rows">
      <dt>{t('migrate.lpTokens')}</dt>
      <dd data-testid="v1-lp">{format.numbers(formatLpBalance(props.liquidity))}</dd>
      <dt>{t('migrate.pooled', { symbol })}</dt>
      <dd data-testid="v1-token">
        {props.token ? format.numbers(formatBalance(props.worth.token, props.token.decimals)) : '-'}
      </dd>
      <dt>{t('migrate.pooled', { symbol: nativeSymbol })}</dt>
      <dd data-testid="v1-native">{format.numbers(formatBalance(props.worth.eth, props.native.decimals))}</dd>
    </dl>
  )
})
