import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { ChoiceGroup } from '../../components/ChoiceGroup'
import { Button } from '../../components/controls/Button'
import { networkName } from '../../components/networkName'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { TokenSpendField } from '../../components/TokenSpendField'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { BridgeStatusPanel } from './BridgeStatusPanel'
import type { BridgeStore } from './BridgeStore'

const AURA_DECIMALS = 18

/**
 * `/acrossChain`, the cross-chain transfer (spec sections 2, 4 and 5; issue 16, item 6): from the wallet's chain to
 * its peer, the token, the amount with MAX, the recipient (the account unless changed); the fee, the destroy amount,
 * what arrives, the quota left today and how to raise it; signature → Approve → transfer, each step shown; then the
 * live status until delivered. Links to the HJW exchange and to the transfer records (`/record/1`).
 */
export const AcrossChainScreen = observer(function AcrossChainScreen(_props: ScreenProps) {
  const { bridge: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { source, tokenView, targetChainId } = store
  const account = store.session.account
  const symbol = tokenView?.symbol ?? ''
  const decimals = tokenView?.decimals ?? 18
  const target = targetChainId === undefined ? '' : networkName(t, targetChainId)
  return (
    <ScreenFrame title="screen.acrossChain">
      {account ? null : <p className="muted">{t('bridge.connect')}</p>}
      {account && !store.chains ? <p className="muted">{t('bridge.loading')}</p> : null}
      {account && store.chains && !source ? <BridgeWrongChain store={store} /> : null}
      <section className="mining-section" data-testid="bridge-form">
        <dl className="mining-figures">
          <dt>{t('bridge.from')}</dt>
          <dd data-testid="bridge-source-chain">{networkName(t, store.session.chainId)}</dd>
          <dt>{t('bridge.to')}</dt>
          <dd data-testid="bridge-target-chain" data-chain-id={targetChainId ?? ''}>
            {target || '—'}
          </dd>
        </dl>
        <Button
          variant="link"
          data-testid="bridge-switch-direction"
          disabled={targetChainId === undefined || store.busy}
          onClick={() => void store.switchDirection()}
        >
          {t('bridge.switchDirection')}
        </Button>
        <span className="muted">{t('bridge.token')}</span>
        <ChoiceGroup
          className="bridge-tokens"
          choices={store.tokens}
          idOf={(token) => token.symbol}
          isChosen={(token) => token.symbol === symbol}
          onChoose={(token) => store.chooseToken(token.symbol)}
          label={(token) => token.symbol}
          testId="bridge-token"
          disabled={store.busy}
        />
        <TokenSpendField
          id="bridge-amount"
          maxTestId="bridge-max"
          label={t('bridge.amount')}
          balance={{
            testId: 'bridge-balance',
            text: t('bridge.balance', {
              amount: store.balance === undefined ? '…' : format.numbers(formatBalance(store.balance, decimals)),
              symbol,
            }),
          }}
          value={store.amountText}
          maxText={t('bridge.max')}
          onType={(value) => store.type(value)}
          onMax={() => store.setMax()}
        />
        <label className="muted" htmlFor="bridge-recipient">
          {t('bridge.recipient', { chain: target })}
        </label>
        <input
          id="bridge-recipient"
          data-testid="bridge-recipient"
          className="exchange-recipient"
          spellCheck={false}
          placeholder="0x…"
          title={t('bridge.recipientHint')}
          value={store.recipient}
          onChange={(event) => store.typeRecipient(event.target.value)}
        />
        <BridgeFigures store={store} target={target} />
        <BridgeSubmit store={store} />
      </section>
      <BridgeStatusPanel panel={store.panel} />
      <ScreenLinks
        links={[
          { href: '#/exchangeHjw', testId: 'bridge-link-hjw', label: 'bridge.hjwLink' },
          { href: '#/record/1', testId: 'bridge-link-records', label: 'bridge.recordsLink' },
        ]}
      />
    </ScreenFrame>
  )
})

/** On a chain the bridge does not serve: a switch to each chain it does. */
const BridgeWrongChain = observer(function BridgeWrongChain(props: { store: BridgeStore }) {
  const { store } = props
  const t = useT()
  return (
    <section className="mining-section" data-testid="bridge-wrong-chain">
      <p>{t('bridge.wrongChain')}</p>
      {(store.chains ?? []).map((chain) => (
        <Button
          key={chain.chainId}
          variant="plain"
          className="mining-option"
          onClick={() => void store.session.switchNetwork(chain.chainId)}
        >
          {t('bridge.switchTo', { chain: networkName(t, chain.chainId) })}
        </Button>
      ))}
    </section>
  )
})

/** What the transfer comes to (the fee, the destroy amount, what arrives), the quota left today and how to raise it. */
const BridgeFigures = observer(function BridgeFigures(props: { store: BridgeStore; target: string }) {
  const { store, target } = props
  const { source, tokenView, quote } = store
  const t = useT()
  const format = useFormat()
  const symbol = tokenView?.symbol ?? ''
  const decimals = tokenView?.decimals ?? 18
  const amounts = quote?.amounts
  const figure = (value: bigint | undefined) =>
    value === undefined ? '—' : `${format.numbers(formatBalance(value, decimals))} ${symbol}`
  return (
    <>
      <dl className="mining-figures" data-testid="bridge-figures">
        <dt>{t('bridge.fee', { rate: (tokenView?.serviceBps ?? 0) / 100 })}</dt>
        <dd data-testid="bridge-fee">{figure(amounts?.fee)}</dd>
        <dt>{t('bridge.destroy', { rate: (source?.destroyBps ?? 0) / 100 })}</dt>
        <dd data-testid="bridge-destroy">{figure(amounts?.destroyAmount)}</dd>
        <dt>{t('bridge.receive', { chain: target })}</dt>
        <dd data-testid="bridge-receive">{figure(amounts?.payout)}</dd>
        <dt>{t('bridge.quota')}</dt>
        <dd data-testid="bridge-quota">
          {quote
            ? t('bridge.quotaValue', {
                amount: format.numbers(formatBalance(quote.quota, AURA_DECIMALS)),
                daily: format.numbers(formatBalance(quote.quotaDaily, AURA_DECIMALS)),
              })
            : '—'}
        </dd>
      </dl>
      {quote && quote.quotaResetsAt > 0 ? (
        <p className="muted">
          {t('bridge.quotaResets', { time: format.dateTime(quote.quotaResetsAt) })} ·{' '}
          <a href="#/bankIncomeList" data-testid="bridge-raise-quota">
            {t('bridge.raiseQuota')}
          </a>
        </p>
      ) : null}
    </>
  )
})

/** The three steps (signature, Approve, transfer) with the current one marked, and the button that takes the next. */
const BridgeSubmit = observer(function BridgeSubmit(props: { store: BridgeStore }) {
  const { store } = props
  const { source } = store
  const account = store.session.account
  const t = useT()
  const symbol = store.tokenView?.symbol ?? ''
  const action =
    store.phase === 'signing'
      ? t('bridge.signing')
      : store.phase === 'collecting'
        ? t('bridge.collecting')
        : store.phase === 'approving' || store.approval === 'PENDING'
          ? t('bridge.approving')
          : store.needsApproval
            ? t('bridge.approve', { symbol })
            : t('bridge.transfer')
  const activeStep =
    store.phase === 'approving'
      ? 'approve'
      : store.phase !== 'idle'
        ? store.phase
        : store.needsApproval
          ? 'approve'
          : undefined
  return (
    <>
      <ol className="bridge-steps" data-testid="bridge-action-steps">
        {(['signing', 'approve', 'collecting'] as const).map((step) => (
          <li
            key={step}
            className={`bridge-step bridge-step-${activeStep === step ? 'current' : 'todo'}`}
            data-state={activeStep === step ? 'current' : 'todo'}
          >
            {t(
              step === 'approve' ? 'bridge.stepApprove' : step === 'signing' ? 'bridge.stepSign' : 'bridge.stepCollect',
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="primary"
        wide
        data-testid="bridge-submit"
        disabled={!account || !source || store.busy}
        onClick={() => void store.submit()}
      >
        {action}
      </Button>
    </>
  )
})
