import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Field } from '../../../domain/input/SwapState'
import { Button } from '../../components/controls/Button'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { TokenRow } from '../../stores/TokenSelectStore'
import { ConfirmSwapModal } from './ConfirmSwapModal'
import { CurrencyInputPanel } from './CurrencyInputPanel'
import { RecipientField } from './RecipientField'
import { RoutedAroundNote } from './RoutedAroundNote'
import { SwapButton } from './SwapButton'
import { TradeDetails } from './TradeDetails'

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
      <UrlSymbolProblem />
      {swap.showRecipient ? <RecipientField /> : null}
      <SwapPrice />
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

/** Why a currency the URL names by symbol is not on the form (no token, or more than one), when one is not. */
const UrlSymbolProblem = observer(function UrlSymbolProblem() {
  const { swap } = useStores()
  const t = useT()
  const problem = swap.urlSymbols.problem
  if (!problem) return null
  return (
    <p className="field-note error" role="alert" data-testid="swap-url-problem">
      {t(problem.kind === 'notToken' ? 'swap.urlNotToken' : 'swap.urlAmbiguous', {
        symbol: problem.symbol,
      })}
    </p>
  )
})

/** The execution price of the trade, with the control that inverts it; nothing without a trade. */
const SwapPrice = observer(function SwapPrice() {
  const { swap } = useStores()
  const t = useT()
  if (!swap.priceText) return null
  return (
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
  )
})
