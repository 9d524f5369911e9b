import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../components/controls/Button'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { WrongNetwork } from '../../components/WrongNetwork'
import { ExchangeAmountField } from './ExchangeAmountField'
import { exchangeActionText } from './exchangeActionText'

/**
 * `/exchangeHjw`, the HJW exchange (spec sections 2, 4 and 5): on the investment chain only (elsewhere goToHecoEx
 * with a switch-network button); closeExchange once the chain's time passes the contract's close; the amount with MAX,
 * Approve first, then the exchange by itself. Links to cross-chain (hidden on the investment chain), the HJW records
 * and the release withdrawal.
 */
export const ExchangeHjwScreen = observer(function ExchangeHjwScreen(_props: ScreenProps) {
  const { hjwExchange: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { token, terms } = store
  const account = store.session.account
  const links = (
    <ScreenLinks
      links={[
        !store.onInvestmentChain && {
          href: '#/acrossChain',
          testId: 'exchange-link-across-chain',
          label: 'exchange.acrossChain',
        },
        { href: '#/recordHjw', testId: 'exchange-link-hjw-records', label: 'exchange.hjwRecords' },
        { href: '#/release', testId: 'exchange-link-release', label: 'exchange.releaseLink' },
      ]}
    />
  )
  if (!store.onInvestmentChain) {
    return (
      <ScreenFrame title="screen.exchangeHjw">
        <WrongNetwork message="exchange.error.goToHecoEx" onSwitch={() => void store.switchNetwork()} />
        {links}
      </ScreenFrame>
    )
  }
  if (store.closed) {
    return (
      <ScreenFrame title="screen.exchangeHjw">
        <p className="pool-message" data-testid="exchange-closed">
          {t('exchange.error.closeExchange')}
        </p>
        {links}
      </ScreenFrame>
    )
  }
  const busy = store.step.busy(store.sending)
  const action = exchangeActionText(store, token, t)
  return (
    <ScreenFrame title="screen.exchangeHjw">
      <p className="muted mining-explain">{t('exchange.hjwExplain')}</p>
      {account ? null : <p className="muted">{t('exchange.connect')}</p>}
      {terms ? (
        <p className="muted" data-testid="exchange-closes-at">
          {t('exchange.closesAt', { time: format.dateTime(terms.closeTime) })}
        </p>
      ) : (
        <p className="muted">{t('exchange.loading')}</p>
      )}
      <section className="mining-section" data-testid="exchange-hjw-form">
        <ExchangeAmountField id="exchange-hjw-amount" testId="exchange-amount" store={store} token={token} />
        <Button
          variant="primary"
          wide
          data-testid="exchange-submit"
          disabled={!account || !terms || busy}
          onClick={() => void store.submit()}
        >
          {action}
        </Button>
      </section>
      {links}
    </ScreenFrame>
  )
})
