import { observer } from 'mobx-react-lite'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { AmountField } from '../../components/AmountField'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { TokenRow } from '../../stores/TokenSelectStore'

const SWAP_INPUT = { autoCorrect: 'off', pattern: '^[0-9]*[.,]?[0-9]*$', minLength: 1 } as const

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
  const { wallet } = useStores()
  const t = useT()
  const format = useFormat()
  const { balance, currency } = props
  return (
    <AmountField
      id={props.id}
      className="currency-panel"
      label={props.label}
      balanceText={
        wallet.account && currency
          ? t('swap.balance', {
              balance: balance ? format.numbers(formatBalance(balance.raw, balance.currency.decimals)) : '-',
            })
          : undefined
      }
      value={props.value}
      inputProps={SWAP_INPUT}
      maxText={props.showMax ? t('swap.max') : undefined}
      symbol={currency ? formatSymbol(currency.symbol) : t('tokenSelect.title')}
      onType={props.onType}
      onMax={props.onMax}
      onSelect={props.onSelect}
    />
  )
})
