import { observer } from 'mobx-react-lite'
import type { Token } from '../../../domain/currency/Token'
import { formatBalance } from '../../../domain/format/formatBalance'
import { TokenSpendField } from '../../components/TokenSpendField'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'

/** What an exchange form's amount shows and does: the token it spends, the wallet's balance of it, the typed amount. */
export interface ExchangeAmount {
  readonly balance: bigint | undefined
  readonly amountText: string
  type(text: string): void
  setMax(): void
}

/**
 * The DK and HJW exchanges' amount: the label with the wallet's balance of `token` (… until read), the amount box and
 * MAX.
 */
export const ExchangeAmountField = observer(function ExchangeAmountField(props: {
  /** The amount box's id; its test id too unless `testId` is given. */
  id: string
  testId?: string
  store: ExchangeAmount
  token: Token | undefined
}) {
  const { store, token } = props
  const t = useT()
  const format = useFormat()
  return (
    <TokenSpendField
      id={props.id}
      testId={props.testId}
      maxTestId="exchange-max"
      label={t('exchange.amount')}
      balance={{
        testId: 'exchange-balance',
        text: t('exchange.balance', {
          amount:
            store.balance === undefined || !token ? '…' : format.numbers(formatBalance(store.balance, token.decimals)),
          symbol: token?.symbol ?? '',
        }),
      }}
      value={store.amountText}
      maxText={t('exchange.max')}
      onType={(value) => store.type(value)}
      onMax={() => store.setMax()}
    />
  )
})
