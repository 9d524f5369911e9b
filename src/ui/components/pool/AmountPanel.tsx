import { observer } from 'mobx-react-lite'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { TokenRow } from '../../stores/TokenSelectStore'
import { useStores } from '../useStores'
import { useT } from '../useT'

/** An amount field of the liquidity screens: label, amount box, Max, the currency picker (or its symbol), balance. */
export const AmountPanel = observer(function AmountPanel(props: {
  id: string
  label: string
  value: string
  currency: Currency | undefined
  balance?: CurrencyAmount | undefined
  showMax?: boolean
  onType: (value: string) => void
  onMax?: () => void
  onSelect?: (row: TokenRow) => void
}) {
  const { tokenSelect, wallet } = useStores()
  const t = useT()
  const { balance, currency, onSelect } = props
  const symbol = currency ? formatSymbol(currency.symbol) : t('pool.selectToken')
  return (
    <div className="currency-panel pool-panel" data-testid={`panel-${props.id}`}>
      <div className="currency-panel-head">
        <span>{props.label}</span>
        {wallet.account && balance ? (
          <span className="muted" data-testid={`balance-${props.id}`}>
            {t('pool.balance', { balance: formatBalance(balance.raw, balance.currency.decimals) })}
          </span>
        ) : null}
      </div>
      <div className="currency-panel-row">
        <input
          className="amount-input"
          data-testid={`amount-${props.id}`}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          maxLength={79}
          value={props.value}
          aria-label={props.label}
          onChange={(event) => props.onType(event.target.value.replace(/,/g, '.'))}
        />
        {props.showMax && props.onMax ? (
          <button type="button" className="max-button" data-testid={`max-${props.id}`} onClick={props.onMax}>
            {t('pool.max')}
          </button>
        ) : null}
        {onSelect ? (
          <button
            type="button"
            className="select-token"
            data-testid={`select-${props.id}`}
            onClick={() => tokenSelect.open(onSelect)}
          >
            {symbol}
          </button>
        ) : (
          <span className="pool-symbol">{symbol}</span>
        )}
      </div>
    </div>
  )
})
