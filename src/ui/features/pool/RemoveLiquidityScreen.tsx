import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { BurnField } from '../../../domain/liquidity/BurnState'
import { Button } from '../../components/controls/Button'
import { Modal } from '../../components/Modal'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { TransactionResult } from '../../components/TransactionResult'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { AmountPanel } from './AmountPanel'
import { inputErrorText } from './inputErrorText'
import { PoolWaiting } from './PoolWaiting'

const QUICK_PERCENTS = [25, 50, 75, 100] as const

/**
 * `/remove/{a}/{b}`: how much of the position to remove (a percent slider with 25/50/75/Max, or in detailed mode the
 * LP amount or either token), receive HT or WHT, approve the LP token or sign a permit, then Remove and confirm.
 */
export const RemoveLiquidityScreen = observer(function RemoveLiquidityScreen(props: ScreenProps) {
  const { removeLiquidity: store, directory } = useStores()
  const t = useT()
  const { currencyIdA, currencyIdB } = props.params
  useEffect(() => store.load(currencyIdA, currencyIdB), [store, currencyIdA, currencyIdB])
  useEffect(() => store.watch(), [store])
  const { currencyA, currencyB, nativeChoice } = store
  const [symbolA, symbolB] = [formatSymbol(currencyA?.symbol ?? ''), formatSymbol(currencyB?.symbol ?? '')]
  const noPosition = store.account && store.lpBalance === 0n
  return (
    <ScreenFrame title="screen.remove" subtitle={currencyA && currencyB ? `${symbolA}/${symbolB}` : undefined}>
      <RemovePercent />
      <RemoveAmounts />
      {nativeChoice && directory.chainConfig ? (
        <Button variant="link" data-testid="remove-receive" onClick={() => store.switchNative()}>
          {t('remove.receive', {
            symbol:
              nativeChoice.receiving === 'native'
                ? directory.chainConfig.nativeCurrency.wrapped.symbol
                : directory.chainConfig.nativeCurrency.symbol,
          })}
        </Button>
      ) : null}
      {noPosition ? (
        <p className="pool-message" data-testid="remove-no-position">
          {t('remove.noPosition')}
        </p>
      ) : null}
      {store.sender.actionError ? (
        <p className="problem" data-testid="remove-problem">
          {store.sender.actionError}
        </p>
      ) : null}
      {store.account ? <RemoveButtons /> : null}
      <RemoveConfirmationModal />
    </ScreenFrame>
  )
})

/** Sign (a permit) or Approve the LP token, then Remove; the input error in their place while there is one. */
const RemoveButtons = observer(function RemoveButtons() {
  const { removeLiquidity: store } = useStores()
  const t = useT()
  const { inputError } = store
  const approval = store.sender.approvalState
  if (inputError) {
    const [id, values] = inputErrorText(inputError)
    return (
      <Button variant="primary" wide data-testid="remove-submit" disabled>
        {t(id, values)}
      </Button>
    )
  }
  const approved = approval === ApprovalState.APPROVED
  return (
    <div className="pool-button-row">
      {store.sender.signature ? (
        <Button variant="primary" data-testid="remove-signed" disabled>
          {t('remove.signed')}
        </Button>
      ) : (
        <>
          <Button
            variant="primary"
            data-testid="remove-sign"
            disabled={approved || approval === ApprovalState.PENDING}
            onClick={() => void store.sender.signPermit()}
          >
            {t('remove.sign')}
          </Button>
          <Button
            variant="primary"
            data-testid="remove-approve"
            disabled={approval !== ApprovalState.NOT_APPROVED}
            onClick={() => void store.sender.approve()}
          >
            {t(
              approved ? 'remove.approved' : approval === ApprovalState.PENDING ? 'remove.approving' : 'remove.approve',
            )}
          </Button>
        </>
      )}
      <Button
        variant="primary"
        data-testid="remove-submit"
        disabled={!store.sender.canConfirm}
        onClick={() => void store.sender.openConfirmation()}
      >
        {t('remove.remove')}
      </Button>
    </div>
  )
})

/** The percent to remove: the slider with 25/50/75/Max (simple mode), and the switch to the detailed fields. */
const RemovePercent = observer(function RemovePercent() {
  const { removeLiquidity: store } = useStores()
  const t = useT()
  return (
    <div className="pool-remove-amount">
      <div className="pool-remove-head">
        <span>{t('remove.amount')}</span>
        <Button variant="link" data-testid="remove-mode" onClick={() => store.toggleDetailed()}>
          {t(store.detailed ? 'remove.simple' : 'remove.detailed')}
        </Button>
      </div>
      <p className="pool-percent" data-testid="remove-percent">{`${store.percent}%`}</p>
      {!store.detailed ? (
        <>
          <input
            type="range"
            className="pool-slider"
            data-testid="remove-slider"
            min={0}
            max={100}
            step={1}
            value={store.percent}
            aria-label={t('remove.amount')}
            onChange={(event) => store.slide(Number(event.target.value))}
          />
          <div className="pool-quick">
            {QUICK_PERCENTS.map((percent) => (
              <Button
                variant="plain"
                key={percent}
                className="pool-quick-button"
                data-testid={`remove-quick-${percent}`}
                onClick={() => store.type(BurnField.LIQUIDITY_PERCENT, String(percent))}
              >
                {percent === 100 ? t('remove.max') : `${percent}%`}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
})

/** What the remove returns: the LP amount and both tokens as fields (detailed mode), else the two amounts. */
const RemoveAmounts = observer(function RemoveAmounts() {
  const { removeLiquidity: store } = useStores()
  const t = useT()
  const format = useFormat()
  const { currencyA, currencyB, amounts } = store
  const [symbolA, symbolB] = [formatSymbol(currencyA?.symbol ?? ''), formatSymbol(currencyB?.symbol ?? '')]
  if (store.detailed) {
    return (
      <>
        <AmountPanel
          id="lp"
          label={t('remove.lpAmount')}
          value={store.formatted(BurnField.LIQUIDITY)}
          currency={store.pair?.liquidityToken}
          onType={(value) => store.type(BurnField.LIQUIDITY, value)}
        />
        <AmountPanel
          id="a"
          label={t('remove.output')}
          value={store.formatted(BurnField.CURRENCY_A)}
          currency={currencyA}
          onType={(value) => store.type(BurnField.CURRENCY_A, value)}
        />
        <AmountPanel
          id="b"
          label={t('remove.output')}
          value={store.formatted(BurnField.CURRENCY_B)}
          currency={currencyB}
          onType={(value) => store.type(BurnField.CURRENCY_B, value)}
        />
      </>
    )
  }
  return (
    <dl className="position-rows" data-testid="remove-amounts">
      <dt>{symbolA}</dt>
      <dd data-testid="remove-amount-a">
        {amounts && currencyA ? format.numbers(formatBalance(amounts.amountA, currencyA.decimals)) : '-'}
      </dd>
      <dt>{symbolB}</dt>
      <dd data-testid="remove-amount-b">
        {amounts && currencyB ? format.numbers(formatBalance(amounts.amountB, currencyB.decimals)) : '-'}
      </dd>
    </dl>
  )
})

const RemoveConfirmationModal = observer(function RemoveConfirmationModal() {
  const { removeLiquidity: store } = useStores()
  const t = useT()
  const format = useFormat()
  const shown = store.sender.confirmation
  const { currencyA, currencyB } = store
  if (!shown || !currencyA || !currencyB) return null
  const close = () => store.sender.dismissConfirmation()
  if (shown.hash) {
    return (
      <TransactionResult
        result={{ hash: shown.hash }}
        testId="remove"
        submittedTitle="pool.submitted"
        closeText="pool.close"
        onClose={close}
      />
    )
  }
  const [symbolA, symbolB] = [formatSymbol(currencyA.symbol), formatSymbol(currencyB.symbol)]
  return (
    <Modal title={t('remove.confirmTitle')} onClose={close} testId="remove-confirm">
      {shown.attempting ? (
        <PoolWaiting testId="remove-attempting" />
      ) : (
        <div className="pool-confirm">
          <dl className="position-rows">
            <dt>{symbolA}</dt>
            <dd>{format.numbers(formatBalance(shown.amounts.amountA, currencyA.decimals))}</dd>
            <dt>{symbolB}</dt>
            <dd>{format.numbers(formatBalance(shown.amounts.amountB, currencyB.decimals))}</dd>
            <dt>{t('remove.burned', { a: symbolA, b: symbolB })}</dt>
            <dd>{format.numbers(formatBalance(shown.amounts.liquidity, 18))}</dd>
          </dl>
          {shown.error ? (
            <p className="problem" data-testid="remove-confirm-error">
              {shown.error}
            </p>
          ) : null}
          <Button
            variant="primary"
            wide
            data-testid="remove-confirm-button"
            disabled={!store.sender.canConfirm}
            onClick={() => void store.sender.confirm()}
          >
            {t('remove.confirm')}
          </Button>
        </div>
      )}
    </Modal>
  )
})
