import { observer } from 'mobx-react-lite'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { TokenRow } from '../../stores/TokenSelectStore'
import { useStores } from '../useStores'
import { useT } from '../useT'

/**
 * One side of a swap: its label, the amount box, the Max button (when the store shows it), the currency picker
 * (the shared token selection modal) and the account's balance.
 */
export const CurrencyInputPanel = observer(function CurrencyInputPanel(props: {
  id: 'input' | 'output'
  label: string
  value: string
  currency: Currency | undefined
  balance: CurrencyAmount | undefined
  showMax: boolean
  onType: (value: string) => void
  onMax?: () => void
  onSelect: (row: TokenRow) => void
}) {
  const { tokenSelect, wallet } = useStores()
  const t = useT()
  const { balance, currency } = props
  return (
    <div className="currency-panel" data-testid={`panel-${props.id}`}>
      <div className="currency-panel-head">
        <span>{props.label}</span>
        {wallet.account && currency ? (
          <span className="muted" data-testid={`balance-${props.id}`}>
            {t('swap.balance', { balance: balance ? formatBalance(balance.raw, balance.currency.decimals) : '-' })}
          </span>
        ) : null}
      </div>
      <div className="currency-panel-row">
        <input
          className="amount-input"
          data-testid={`amount-${props.id}`}
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="0.0"
          pattern="^[0-9]*[.,]?[0-9]*$"
          minLength={1}
          maxLength={79}
          value={props.value}
          aria-label={props.label}
          onChange={(event) => props.onType(event.target.value.replace(/,/g, '.'))}
        />
        {props.showMax && props.onMax ? (
          <button type="button" className="max-button" data-testid={`max-${props.id}`} onClick={props.onMax}>
            {t('swap.max')}
          </button>
        ) : null}
        <button
          type="button"
          className="select-token"
          data-testid={`select-${props.id}`}
          onClick={() => tokenSelect.open(props.onSelect)}
        >
          {currency ? formatSymbol(currency.symbol) : t('tokenSelect.title')}
        </button>
      </div>
    </div>
  )
})
