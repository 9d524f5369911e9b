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
  const { wallet } = useStores()
  const t = useT()
  const format = useFormat()
  const { balance, currency } = props
  return (
    <AmountField
      id={props.id}
      className="currency-panel pool-panel"
      label={props.label}
      balanceText={
        wallet.account && balance
          ? t('pool.balance', { balance: format.numbers(formatBalance(balance.raw, balance.currency.decimals)) })
          : undefined
      }
      value={props.value}
      maxText={props.showMax ? t('pool.max') : undefined}
      symbol={currency ? formatSymbol(currency.symbol) : t('pool.selectToken')}
      onType={props.onType}
      onMax={props.onMax}
      onSelect={props.onSelect}
    />
  )
})
