import { observer } from 'mobx-react-lite'
import { formatSwapAmount } from '../../../domain/format/formatSwapAmount'
import { summarizeTrade } from '../../../domain/trade/summarizeTrade'
import { Button } from '../../components/controls/Button'
import { Modal } from '../../components/Modal'
import { Spinner } from '../../components/Spinner'
import { TransactionResult } from '../../components/TransactionResult'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { TradeDetails } from './TradeDetails'

/**
 * The confirm dialog (spec section 4): the current trade, `Price Updated` with Accept when it moved since it was
 * accepted (its new figures show at once; Confirm waits for Accept), then waiting for the wallet, the submitted hash, or the error in the spec's words.
 */
export const ConfirmSwapModal = observer(function ConfirmSwapModal() {
  const { swap } = useStores()
  const t = useT()
  const format = useFormat()
  const confirmation = swap.sender.confirmation
  const trade = swap.sender.dialogTrade
  if (!confirmation?.dialog || !trade) return null
  const close = () => swap.sender.dismissConfirmation()
  const summary = summarizeTrade(trade, swap.slippageBips, swap.expertMode)
  const { inputAmount, outputAmount } = trade
  const decimals = { input: inputAmount.currency.decimals, output: outputAmount.currency.decimals }
  const texts = { confirm: t('swap.impactConfirm'), typed: t('swap.impactTyped') }
  if (confirmation.hash || confirmation.error) {
    return (
      <TransactionResult
        result={confirmation.hash ? { hash: confirmation.hash } : { error: confirmation.error ?? '' }}
        testId="swap"
        chainId={confirmation.trade.inputAmount.currency.chainId}
        onClose={close}
      />
    )
  }
  if (confirmation.attempting) {
    return (
      <Modal title={t('modal.waitingTitle')} onClose={close} testId="swap-waiting">
        <div className="centred">
          <Spinner label={t('modal.waitingTitle')} />
          <p>
            {t('swap.swapping', {
              input: summary.input.display,
              inputSymbol: summary.input.symbol,
              output: summary.output.display,
              outputSymbol: summary.output.symbol,
            })}
          </p>
          <small className="muted">{t('modal.waitingBody')}</small>
        </div>
      </Modal>
    )
  }
  const exactIn = summary.tradeType === 'exact-in'
  return (
    <Modal title={t('swap.confirmTitle')} onClose={close} testId="swap-confirm">
      <div className="confirm-swap">
        <div className="confirm-amount" data-testid="confirm-input">
          <strong>{format.numbers(formatSwapAmount(inputAmount.raw, decimals.input))}</strong> {summary.input.symbol}
        </div>
        <div className="confirm-arrow">↓</div>
        <div className="confirm-amount" data-testid="confirm-output">
          <strong>{format.numbers(formatSwapAmount(outputAmount.raw, decimals.output))}</strong> {summary.output.symbol}
        </div>
        {swap.sender.priceUpdated ? (
          <div className="price-updated" data-testid="price-updated">
            <span>{t('swap.priceUpdated')}</span>
            <Button variant="primary" small data-testid="accept-price" onClick={() => swap.sender.acceptPriceUpdate()}>
              {t('swap.accept')}
            </Button>
          </div>
        ) : null}
        <p className="muted">
          {exactIn
            ? t('swap.outputEstimated', {
                amount: format.numbers(formatSwapAmount(summary.limit.raw, decimals.output)),
                symbol: summary.limit.symbol,
              })
            : t('swap.inputEstimated', {
                amount: format.numbers(formatSwapAmount(summary.limit.raw, decimals.input)),
                symbol: summary.limit.symbol,
              })}
        </p>
        {swap.showRecipient && swap.to ? (
          <p className="muted" data-testid="confirm-recipient">
            {t('swap.sendsTo', { recipient: swap.to })}
          </p>
        ) : null}
        <div className="swap-price">
          <span>{t('swap.price')}</span>
          <span>
            {t('swap.pricePer', { price: summary.price, quote: summary.output.symbol, base: summary.input.symbol })}
          </span>
        </div>
        <TradeDetails summary={summary} slippageBips={swap.slippageBips} decimals={decimals} />
        <Button
          variant="primary"
          wide
          className={summary.severity > 2 ? 'danger' : undefined}
          data-testid="confirm-swap"
          disabled={swap.sender.priceUpdated || summary.confirmation === 'blocked'}
          onClick={() => void swap.sender.confirmSwap(texts)}
        >
          {summary.severity > 2 ? t('swap.swapAnyway') : t('swap.confirmButton')}
        </Button>
      </div>
    </Modal>
  )
})
