import { observer } from 'mobx-react-lite'
import type { InputError } from '../../../domain/swap/InputError'
import { type SwapButtonState, type SwapStep, swapButtonState } from '../../../domain/swap/swapButtonState'
import { Button } from '../../components/controls/Button'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'
import type { ImpactTexts } from './SwapSender'

const ERROR_TEXT: Record<Exclude<InputError['key'], 'connectWallet'>, MessageId> = {
  enterAmount: 'swap.error.enterAmount',
  selectToken: 'swap.error.selectToken',
  enterRecipient: 'swap.error.enterRecipient',
  invalidRecipient: 'swap.error.invalidRecipient',
  insufficientLiquidity: 'swap.error.insufficientLiquidity',
  insufficientBalance: 'swap.error.insufficientBalance',
}

const SWAP_TEXT: Record<SwapStep['label'], MessageId> = {
  swap: 'swap.swap',
  send: 'swap.send',
  swapAnyway: 'swap.swapAnyway',
  priceImpactTooHigh: 'swap.priceImpactTooHigh',
}

/** The action button, drawn from the domain's `swapButtonState` (the spec's order of states). */
export const SwapButton = observer(function SwapButton(props: {
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
    case 'approveThenSwap':
      return <ApproveThenSwap state={state} texts={texts} />
    case 'swap':
      return <SwapStepButton step={state.swap} texts={texts} wide />
  }
})

/** The swap itself (Swap, Send, Swap Anyway, Price Impact Too High): red when the impact is high, off until allowed. */
const SwapStepButton = observer(function SwapStepButton(props: { step: SwapStep; texts: ImpactTexts; wide?: boolean }) {
  const { swap } = useStores()
  const t = useT()
  const { step } = props
  return (
    <Button
      variant="primary"
      wide={props.wide}
      className={step.danger ? 'danger' : undefined}
      data-testid="swap-button"
      disabled={!step.enabled}
      onClick={() => void swap.sender.startSwap(props.texts)}
    >
      {t(SWAP_TEXT[step.label])}
    </Button>
  )
})

/** Step 1 Approve (Approving, Approved) beside step 2 the swap, enabled once approved (spec section 4). */
const ApproveThenSwap = observer(function ApproveThenSwap(props: {
  state: Extract<SwapButtonState, { kind: 'approveThenSwap' }>
  texts: ImpactTexts
}) {
  const { swap } = useStores()
  const t = useT()
  const { state, texts } = props
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
        <SwapStepButton step={state.swap} texts={texts} />
      </div>
      <ol className="steps" data-testid="approve-steps">
        <li className={approved ? 'done' : 'active'}>1</li>
        <li className={approved ? 'active' : ''}>2</li>
      </ol>
    </div>
  )
})
