import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { Button } from '../../components/controls/Button'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { ExchangeAmountField } from './ExchangeAmountField'
import { exchangeActionText } from './exchangeActionText'

/**
 * `/exchange`, the dog-token exchange (spec sections 2, 4 and 5): the direction (DK → DK2 or back), the amount with
 * MAX, what arrives after the fee, the recipient (the account unless changed); Approve first, after which the exchange
 * continues by itself. Links to cross-chain transfer and the exchange records (`/record/2`).
 */
export const ExchangeScreen = observer(function ExchangeScreen(_props: ScreenProps) {
  const { dkExchange: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { tokenIn, tokenOut, config } = store
  const account = store.session.account
  const busy = store.step.busy(store.sending)
  const action = exchangeActionText(store, tokenIn, t)
  const out = store.amountOut
  return (
    <ScreenFrame title="screen.exchange">
      {account ? null : <p className="muted">{t('exchange.connect')}</p>}
      {config ? null : <p className="muted">{t('exchange.loading')}</p>}
      <section className="mining-section" data-testid="exchange-form">
        <div className="mining-options" role="radiogroup">
          {(['toDk2', 'toDk'] as const).map((direction) => (
            <Button
              variant="plain"
              key={direction}
              className="mining-option"
              data-testid={`exchange-direction-${direction}`}
              aria-pressed={store.direction === direction}
              onClick={() => store.direction !== direction && store.switchDirection()}
            >
              {t(direction === 'toDk2' ? 'exchange.toDk2' : 'exchange.toDk')}
            </Button>
          ))}
        </div>
        <ExchangeAmountField id="exchange-amount" store={store} token={tokenIn} />
        <dl className="mining-figures">
          <dt>{t('exchange.received', { fee: (config?.feeBps ?? 0) / 100 })}</dt>
          <dd data-testid="exchange-received">
            {out === undefined || !tokenOut
              ? '—'
              : `${format.numbers(formatBalance(out, tokenOut.decimals))} ${tokenOut.symbol}`}
          </dd>
        </dl>
        <label className="muted" htmlFor="exchange-recipient">
          {t('exchange.recipient')}
        </label>
        <input
          id="exchange-recipient"
          data-testid="exchange-recipient"
          className="exchange-recipient"
          spellCheck={false}
          placeholder="0x…"
          value={store.recipient}
          onChange={(event) => store.typeRecipient(event.target.value)}
        />
        <Button
          variant="primary"
          wide
          data-testid="exchange-submit"
          disabled={!account || !config || busy}
          onClick={() => void store.submit()}
        >
          {action}
        </Button>
      </section>
      <ScreenLinks
        links={[
          { href: '#/acrossChain', testId: 'exchange-link-across-chain', label: 'exchange.acrossChain' },
          { href: '#/record/2', testId: 'exchange-link-records', label: 'exchange.dkRecords' },
        ]}
      />
    </ScreenFrame>
  )
})
