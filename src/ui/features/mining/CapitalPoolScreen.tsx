import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { Token } from '../../../domain/currency/Token'
import { formatBalance } from '../../../domain/format/formatBalance'
import { ChoiceGroup } from '../../components/ChoiceGroup'
import { Button } from '../../components/controls/Button'
import { RefusalReason } from '../../components/RefusalReason'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { TokenSpendField } from '../../components/TokenSpendField'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { CapitalDepositList } from './CapitalDepositList'
import type { CapitalDepositStore } from './CapitalDepositStore'
import type { CapitalPoolStore } from './CapitalPoolStore'

/**
 * `/capitalPool` (spec sections 4 and 5, the top tab bar's capital pool): pick a listed token (USDT or AURA on the
 * devnet), an option with its term (0 days: any time), the amount with MAX; Approve first, after which the deposit
 * continues by itself. Below: the balance in the pool, what is withdrawable now, Withdraw with an amount, and the
 * account's deposits one by one.
 */
export const CapitalPoolScreen = observer(function CapitalPoolScreen(_props: ScreenProps) {
  const { capitalPool: store, capitalDeposit: deposit } = useStores()
  const t = useT()
  useEffect(() => store.watch(), [store])
  useEffect(() => deposit.watch(), [deposit])
  if (!store.address) {
    return (
      <ScreenFrame title="screen.capitalPool">
        <p className="pool-message" data-testid="capital-no-pool">
          {t('capital.noPool')}
        </p>
      </ScreenFrame>
    )
  }
  const account = store.session.account
  return (
    <ScreenFrame title="screen.capitalPool">
      <p className="muted mining-explain">{t('capital.explain')}</p>
      {account ? null : <p className="muted">{t('capital.connect')}</p>}
      {store.snapshot ? null : <p className="muted">{t('capital.loading')}</p>}
      <CapitalDepositSection store={store} deposit={deposit} />
      <CapitalPositionSection store={store} />
      {account && store.snapshot ? <CapitalDepositList rows={store.depositRows} /> : null}
    </ScreenFrame>
  )
})

/** An amount of the chosen token as the screen shows it ('…' until both are known). */
function useTokenAmount(token: Token | undefined): (value: bigint | undefined) => string {
  const format = useFormat()
  return (value) => (value === undefined || !token ? '…' : format.numbers(formatBalance(value, token.decimals)))
}

/** The deposit: the listed tokens, the options with their terms, the amount with MAX, then Approve or Deposit. */
const CapitalDepositSection = observer(function CapitalDepositSection(props: {
  store: CapitalPoolStore
  deposit: CapitalDepositStore
}) {
  const { store, deposit } = props
  const t = useT()
  const { token } = store
  const account = store.session.account
  const amount = useTokenAmount(token)
  const depositing = deposit.sending
  const action = {
    sending: () => t('capital.depositing'),
    approving: () => t('capital.approving'),
    approve: () => t('capital.approve'),
    ready: () => t('capital.deposit'),
  }[deposit.step.phase(depositing)]()
  return (
    <section className="mining-section" data-testid="capital-deposit">
      <h2>{t('capital.token')}</h2>
      <ChoiceGroup
        choices={store.tokens}
        idOf={(candidate) => candidate.symbol}
        isChosen={(candidate) => candidate.address === token?.address}
        onChoose={(candidate) => store.chooseToken(candidate.address)}
        label={(candidate) => <strong>{candidate.symbol}</strong>}
        testId="capital-token"
      />
      <h2>{t('capital.options')}</h2>
      <ChoiceGroup
        choices={store.options}
        idOf={(option) => option.option}
        isChosen={(option) => option.option === deposit.optionId}
        onChoose={(option) => deposit.chooseOption(option.option)}
        label={(option) =>
          option.termDays === 0 ? t('capital.anyTime') : t('capital.termDays', { days: option.termDays })
        }
        testId="capital-option"
      />
      <TokenSpendField
        id="capital-amount"
        maxTestId="capital-max"
        label={t('capital.amount')}
        balance={{
          testId: 'capital-wallet-balance',
          text: t('capital.walletBalance', { amount: amount(store.walletBalance), symbol: token?.symbol ?? '' }),
        }}
        value={deposit.amountText}
        maxText={t('capital.max')}
        onType={(value) => deposit.type(value)}
        onMax={() => deposit.setMax()}
      />
      <Button
        variant="primary"
        wide
        data-testid="capital-submit"
        disabled={!account || !token || deposit.step.busy(depositing)}
        onClick={() => void deposit.submit()}
      >
        {action}
      </Button>
    </section>
  )
})

/** The account's place in the pool: its balance, what is withdrawable now, and Withdraw with an amount. */
const CapitalPositionSection = observer(function CapitalPositionSection(props: { store: CapitalPoolStore }) {
  const { store } = props
  const t = useT()
  const { token, figures } = store
  const account = store.session.account
  const amount = useTokenAmount(token)
  return (
    <section className="mining-section" data-testid="capital-position">
      <dl className="mining-figures">
        <dt>{t('capital.balance')}</dt>
        <dd data-testid="capital-balance">{amount(figures?.balance)}</dd>
        <dt>{t('capital.withdrawable')}</dt>
        <dd data-testid="capital-withdrawable">{amount(figures?.withdrawable)}</dd>
      </dl>
      <TokenSpendField
        id="capital-withdraw-amount"
        maxTestId="capital-withdraw-max"
        label={t('capital.withdrawAmount')}
        value={store.withdrawText}
        maxText={t('capital.max')}
        onType={(value) => store.typeWithdraw(value)}
        onMax={() => store.setMaxWithdraw()}
      />
      <Button
        variant="primary"
        wide
        data-testid="capital-withdraw"
        greyed={store.nothingWithdrawable}
        disabled={!account || !token || store.withdrawing}
        onClick={() => void store.withdraw()}
      >
        {store.withdrawing ? t('capital.withdrawing') : t('capital.withdraw')}
      </Button>
      <RefusalReason testId="capital-withdraw-reason" text={account ? store.inTermText : undefined} />
    </section>
  )
})
