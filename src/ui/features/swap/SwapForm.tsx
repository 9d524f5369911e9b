import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Field } from '../../../domain/input/SwapState'
import type { InputError } from '../../../domain/swap/InputError'
import type { RecipientProblem } from '../../../domain/swap/recipientProblem'
import { type SwapStep, swapButtonState } from '../../../domain/swap/swapButtonState'
import { Button } from '../../components/controls/Button'
import { TextInput } from '../../components/controls/TextInput'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'
import type { TokenRow } from '../../stores/TokenSelectStore'
import { ConfirmSwapModal } from './ConfirmSwapModal'
import { CurrencyInputPanel } from './CurrencyInputPanel'
import { RoutedAroundNote } from './RoutedAroundNote'
import { TradeDetails } from './TradeDetails'

const ERROR_TEXT: Record<Exclude<InputError['key'], 'connectWallet'>, MessageId> = {
  enterAmount: 'swap.error.enterAmount',
  selectToken: 'swap.error.selectToken',
  enterRecipient: 'swap.error.enterRecipient',
  invalidRecipient: 'swap.error.invalidRecipient',
  insufficientLiquidity: 'swap.error.insufficientLiquidity',
  insufficientBalance: 'swap.error.insufficientBalance',
}

const RECIPIENT_PROBLEM: Record<RecipientProblem, MessageId> = {
  notAnAddress: 'swap.recipientNotAnAddress',
  nameNotFound: 'swap.recipientNameNotFound',
  zeroAddress: 'swap.recipientZeroAddress',
}

const SWAP_TEXT: Record<SwapStep['label'], MessageId> = {
  swap: 'swap.swap',
  send: 'swap.send',
  swapAnyway: 'swap.swapAnyway',
  priceImpactTooHigh: 'swap.priceImpactTooHigh',
}

/**
 * The swap form of `/swap` and `/send` (`sendMode`: the recipient always shown): both currency boxes, the switch, the
 * recipient, the price and trade details, and the one action button in the spec's order of states.
 */
export const SwapForm = observer(function SwapForm(props: { sendMode: boolean }) {
  const { swap, wallet, ui } = useStores()
  const t = useT()
  const { sendMode } = props
  useEffect(() => {
    swap.loadFromUrl(sendMode)
    return swap.watch()
  }, [swap, sendMode])
  const exactIn = swap.state.independentField === Field.INPUT
  const select = (field: Field) => (row: TokenRow) => swap.selectCurrency(field, row.native ? 'ETH' : row.address)
  const summary = swap.summary
  const trade = swap.trade
  const blockedBest = swap.blockedBestSummary
  return (
    // on a network without FomoSwap every control waits (the banner above offers the switch)
    <fieldset className="swap-form" data-testid="swap-form" disabled={wallet.unsupportedNetwork}>
      <CurrencyInputPanel
        id="input"
        label={t(!exactIn && trade ? 'swap.fromEstimated' : 'swap.from')}
        value={swap.formattedAmounts[Field.INPUT]}
        currency={swap.inputCurrency}
        balance={swap.balanceOf(Field.INPUT)}
        showMax={swap.showMax}
        onType={(value) => swap.typeInput(Field.INPUT, value)}
        onMax={() => swap.setMax()}
        onSelect={select(Field.INPUT)}
      />
      <div className="swap-switch-row">
        <Button
          variant="icon"
          className="swap-switch"
          data-testid="switch-currencies"
          aria-label={t('swap.switch')}
          onClick={() => swap.switchCurrencies()}
        >
          ↓
        </Button>
        {!sendMode ? (
          <Button
            variant="link"
            data-testid="toggle-recipient"
            onClick={() => swap.setShowRecipient(!swap.showRecipient)}
          >
            {swap.showRecipient ? t('swap.removeSend') : t('swap.addSend')}
          </Button>
        ) : null}
      </div>
      <CurrencyInputPanel
        id="output"
        label={t(exactIn && trade ? 'swap.toEstimated' : 'swap.to')}
        value={swap.formattedAmounts[Field.OUTPUT]}
        currency={swap.outputCurrency}
        balance={swap.balanceOf(Field.OUTPUT)}
        showMax={false}
        onType={(value) => swap.typeInput(Field.OUTPUT, value)}
        onSelect={select(Field.OUTPUT)}
      />
      {swap.urlSymbols.problem ? (
        <p className="field-note error" role="alert" data-testid="swap-url-problem">
          {t(swap.urlSymbols.problem.kind === 'notToken' ? 'swap.urlNotToken' : 'swap.urlAmbiguous', {
            symbol: swap.urlSymbols.problem.symbol,
          })}
        </p>
      ) : null}
      {swap.showRecipient ? (
        <label className="recipient-field">
          <span>{t('swap.recipient')}</span>
          <TextInput
            data-testid="recipient"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t('swap.recipientPlaceholder')}
            value={swap.state.recipient ?? ''}
            onChange={(event) => swap.typeRecipient(event.target.value)}
          />
          {swap.recipient.lookup.status === 'resolving' ? (
            <small className="muted">{t('swap.recipientResolving')}</small>
          ) : null}
          {swap.recipient.problem ? (
            <small className="field-note error" role="alert" data-testid="recipient-problem">
              {t(RECIPIENT_PROBLEM[swap.recipient.problem])}
            </small>
          ) : null}
          {swap.recipient.lookup.status === 'resolved' && swap.recipient.lookup.address && !swap.recipient.problem ? (
            <small className="muted" data-testid="recipient-resolved">
              {t('swap.recipientResolved', { address: swap.recipient.lookup.address })}
            </small>
          ) : null}
        </label>
      ) : null}
      {swap.priceText ? (
        <div className="swap-price" data-testid="swap-price">
          <span>{t('swap.price')}</span>
          <span className="price-value">
            <span>{t('swap.pricePer', { ...swap.priceText })}</span>
            <Button
              variant="icon"
              data-testid="invert-price"
              aria-label={t('swap.invert')}
              onClick={() => swap.toggleInverted()}
            >
              ⇄
            </Button>
          </span>
        </div>
      ) : null}
      <SwapButton sendMode={sendMode} onConnect={() => ui.open('wallet')} connected={wallet.status === 'connected'} />
      {swap.sender.actionError ? (
        <p className="problem" data-testid="swap-action-error">
          {swap.sender.actionError}
        </p>
      ) : null}
      {summary && trade ? (
        <TradeDetails
          summary={summary}
          slippageBips={swap.slippageBips}
          decimals={{ input: trade.inputAmount.currency.decimals, output: trade.outputAmount.currency.decimals }}
        />
      ) : null}
      {summary && blockedBest ? <RoutedAroundNote blocked={blockedBest} offered={summary} /> : null}
      <ConfirmSwapModal />
    </fieldset>
  )
})

/** The action button, drawn from the domain's `swapButtonState` (the spec's order of states). */
const SwapButton = observer(function SwapButton(props: {
  sendMode: boolean
  connected: boolean
  onConnect: () => void
}) {
  const { swap, wallet } = useStores()
  const t = useT()
  const summary = swap.summary
  const state = swapButtonState({
    connected: props.connected,
    unsupportedNetwork: wallet.unsupportedNetwork,
    inputError: swap.inputError,
    loadingMarket: swap.loadingMarket,
    wrap: swap.wrap,
    approvalLoading: swap.sender.approvalLoading,
    approval: swap.sender.approvalState,
    approvalSubmitted: swap.sender.approvalSubmitted,
    impact: summary,
    attempting: swap.sender.attempting,
    sendMode: props.sendMode,
  })
  const texts = { confirm: t('swap.impactConfirm'), typed: t('swap.impactTyped') }
  const disabled = (text: string) => (
    <Button variant="primary" wide data-testid="swap-button" disabled>
      {text}
    </Button>
  )
  switch (state.kind) {
    case 'connectWallet':
      return (
        <Button variant="primary" wide data-testid="swap-button" onClick={props.onConnect}>
          {t('wallet.connect')}
        </Button>
      )
    case 'wrongNetwork':
      return disabled(t('network.unsupported'))
    case 'loading':
      return disabled(t('swap.loading'))
    case 'inputError': {
      const { error } = state
      return disabled(t(ERROR_TEXT[error.key], 'params' in error ? error.params : undefined))
    }
    case 'wrap':
      return (
        <Button
          variant="primary"
          wide
          data-testid="swap-button"
          disabled={swap.sender.wrapping}
          onClick={() => void swap.sender.sendWrap()}
        >
          {t(state.direction === 'wrap' ? 'swap.wrap' : 'swap.unwrap')}
        </Button>
      )
    case 'approveThenSwap': {
      const approved = state.approve === 'approved'
      return (
        <div className="approve-flow">
          <div className="approve-buttons">
            <Button
              variant="primary"
              data-testid="approve-button"
              disabled={state.approve !== 'approve'}
              onClick={() => void swap.sender.approve()}
            >
              {state.approve === 'approving'
                ? t('swap.approving')
                : approved
                  ? t('swap.approved')
                  : t('swap.approve', { symbol: swap.inputCurrency?.symbol ?? '' })}
            </Button>
            <Button
              variant="primary"
              className={state.swap.danger ? 'danger' : undefined}
              data-testid="swap-button"
              disabled={!state.swap.enabled}
              onClick={() => void swap.sender.startSwap(texts)}
            >
              {t(SWAP_TEXT[state.swap.label])}
            </Button>
          </div>
          <ol className="steps" data-testid="approve-steps">
            <li className={approved ? 'done' : 'active'}>1</li>
            <li className={approved ? 'active' : ''}>2</li>
          </ol>
        </div>
      )
    }
    case 'swap':
      return (
        <Button
          variant="primary"
          wide
          className={state.swap.danger ? 'danger' : undefined}
          data-testid="swap-button"
          disabled={!state.swap.enabled}
          onClick={() => void swap.sender.startSwap(texts)}
        >
          {t(SWAP_TEXT[state.swap.label])}
        </Button>
      )
  }
})
