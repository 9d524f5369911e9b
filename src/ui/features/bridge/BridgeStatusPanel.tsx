import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../domain/format/formatBalance'
import { networkName } from '../../components/networkName'
import { TransactionLink } from '../../components/TransactionLink'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import { BRIDGE_PANEL_STEPS, type BridgeTransferStore } from './BridgeTransferStore'
import { bridgeRetryText } from './bridgeRetryText'

/**
 * The live status of the transfer just sent (issue 16, item 4): the steps signed → collected k/N → relaying →
 * delivered, the current one marked; the relayer's retries; both transactions, the target one once delivered.
 */
export const BridgeStatusPanel = observer(function BridgeStatusPanel(props: { panel: BridgeTransferStore }) {
  const { panel } = props
  const t = useT()
  const format = useFormat()
  const { transfer, status } = panel
  if (!transfer) return null
  const target = networkName(t, transfer.targetChainId)
  const steps = BRIDGE_PANEL_STEPS.map((step, index) => {
    const label =
      step === 'collected'
        ? t('bridge.step.collected', {
            confirmations: Math.min(status?.confirmations ?? 0, status?.required ?? 0),
            required: status?.required ?? 0,
          })
        : t(`bridge.step.${step}`)
    const state =
      index < panel.stepIndex || status?.status === 'delivered'
        ? 'done'
        : index === panel.stepIndex
          ? 'current'
          : 'todo'
    return { step, label, state }
  })
  const headline = !status
    ? t('bridge.status.waiting')
    : status.status === 'collected'
      ? t('bridge.status.collected', { confirmations: status.confirmations, required: status.required })
      : status.status === 'relaying'
        ? t('bridge.status.relaying', { chain: target })
        : t(`bridge.status.${status.status}`)
  const retry = bridgeRetryText(status, t)
  return (
    <section
      className="mining-section bridge-status"
      data-testid="bridge-status"
      data-status={status?.status ?? 'pending'}
    >
      <h3>{t('bridge.status.title')}</h3>
      <p>
        <strong data-testid="bridge-status-amount">
          {format.numbers(formatBalance(transfer.amount, transfer.decimals))} {transfer.symbol}
        </strong>{' '}
        → {format.numbers(formatBalance(transfer.payout, transfer.decimals))} {transfer.symbol} ({target})
      </p>
      <ol className="bridge-steps">
        {steps.map(({ step, label, state }) => (
          <li
            key={step}
            className={`bridge-step bridge-step-${state}`}
            data-testid={`bridge-step-${step}`}
            data-state={state}
          >
            {label}
          </li>
        ))}
      </ol>
      <p data-testid="bridge-status-text">{headline}</p>
      {retry ? (
        <p className="muted" data-testid="bridge-status-retry" data-waiting-on={status?.waitingOn ?? ''}>
          {retry}
        </p>
      ) : null}
      <dl className="mining-figures">
        <dt>{t('bridge.status.code')}</dt>
        <dd>
          <code data-testid="bridge-status-code" title={transfer.code}>
            {`${transfer.code.slice(0, 10)}…${transfer.code.slice(-6)}`}
          </code>
        </dd>
        <dt>{t('bridge.status.sourceTx')}</dt>
        <dd>
          <TransactionLink
            chainId={transfer.sourceChainId}
            hash={status?.sourceTx ?? transfer.hash}
            testId="bridge-status-source-tx"
          />
        </dd>
        {status?.targetTx ? (
          <>
            <dt>{t('bridge.status.targetTx')}</dt>
            <dd>
              <TransactionLink
                chainId={transfer.targetChainId}
                hash={status.targetTx}
                testId="bridge-status-target-tx"
              />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
})
