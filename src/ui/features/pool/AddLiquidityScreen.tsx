import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatPoolShare } from '../../../domain/format/formatPoolShare'
import { formatPrice } from '../../../domain/format/formatPrice'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { MintField } from '../../../domain/liquidity/MintState'
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

/**
 * `/add`, `/add/{a}`, `/add/{a}/{b}`: two amount fields (the second follows the pool price, or is free for the first
 * provider), prices and pool share, approvals of both tokens, Supply and its confirm dialog.
 */
export const AddLiquidityScreen = observer(function AddLiquidityScreen(props: ScreenProps) {
  const { addLiquidity: store } = useStores()
  const t = useT()
  const { currencyIdA, currencyIdB } = props.params
  useEffect(() => store.load(currencyIdA, currencyIdB), [store, currencyIdA, currencyIdB])
  useEffect(() => store.watch(), [store])
  const { currencyA, currencyB, noLiquidity } = store
  const { showMaxA, showMaxB } = store.quote
  const panel = (field: MintField, id: string) => (
    <AmountPanel
      id={id}
      label={t('add.input')}
      value={store.formatted(field)}
      currency={store.currencyOf(field)}
      balance={store.balanceOf(field)}
      showMax={field === MintField.CURRENCY_A ? showMaxA : showMaxB}
      onType={(value) => store.type(field, value)}
      onMax={() => store.setMax(field)}
      onSelect={(row) => {
        const currency = store.currencyOfRow(row)
        if (currency) store.select(field, currency)
      }}
    />
  )
  return (
    <ScreenFrame title="screen.add">
      {noLiquidity && currencyA && currencyB ? (
        <div className="pool-notice" data-testid="add-first-provider">
          <strong>{t('add.firstProvider')}</strong>
          <p>{t('add.firstProviderBody')}</p>
        </div>
      ) : null}
      {panel(MintField.CURRENCY_A, 'a')}
      <div className="centred">+</div>
      {panel(MintField.CURRENCY_B, 'b')}
      <AddPrices />
      {store.sender.actionError ? (
        <p className="problem" data-testid="add-problem">
          {store.sender.actionError}
        </p>
      ) : null}
      {store.account ? <AddButtons /> : null}
      <AddConfirmationModal />
    </ScreenFrame>
  )
})

/** Approve each token that needs it, then Supply; the input error in their place while there is one. */
const AddButtons = observer(function AddButtons() {
  const { addLiquidity: store } = useStores()
  const t = useT()
  const { inputError } = store
  const symbol = (field: MintField) => formatSymbol(store.currencyOf(field)?.symbol ?? '')
  const approvals = [MintField.CURRENCY_A, MintField.CURRENCY_B].filter((field) => {
    return approvalNeeded(store.sender.approvalOf(field))
  })
  if (inputError) {
    const [id, values] = inputErrorText(inputError)
    return (
      <Button variant="primary" wide data-testid="add-submit" disabled>
        {t(id, values)}
      </Button>
    )
  }
  return (
    <>
      {approvals.map((field) => {
        const pending = store.sender.approvalOf(field) === ApprovalState.PENDING
        return (
          <Button
            variant="primary"
            wide
            key={field}
            data-testid={`add-approve-${field === MintField.CURRENCY_A ? 'a' : 'b'}`}
            disabled={pending}
            onClick={() => void store.sender.approve(field)}
          >
            {t(pending ? 'add.approving' : 'add.approve', { symbol: symbol(field) })}
          </Button>
        )
      })}
      <Button
        variant="primary"
        wide
        data-testid="add-submit"
        disabled={!store.sender.canAdd}
        onClick={() => void store.sender.openConfirmation()}
      >
        {t('add.supply')}
      </Button>
    </>
  )
})

/** The pool's prices both ways (or the initial ones a first provider sets) and the share of the pool the add makes. */
const AddPrices = observer(function AddPrices() {
  const { addLiquidity: store } = useStores()
  const t = useT()
  const format = useFormat()
  const { currencyA, currencyB, noLiquidity } = store
  const { prices, poolShare } = store.quote
  const symbol = (field: MintField) => formatSymbol(store.currencyOf(field)?.symbol ?? '')
  if (!currencyA || !currencyB || store.pairState === 'INVALID') return null
  return (
    <div className="pool-prices" data-testid="add-prices">
      <h3>{t(noLiquidity ? 'add.initialPrices' : 'add.prices')}</h3>
      <div className="pool-price-row">
        <div>
          <strong data-testid="add-price-b-per-a">{prices ? format.numbers(formatPrice(prices.aInB, 6)) : '-'}</strong>
          <small>{t('add.priceOf', { quote: symbol(MintField.CURRENCY_B), base: symbol(MintField.CURRENCY_A) })}</small>
        </div>
        <div>
          <strong data-testid="add-price-a-per-b">{prices ? format.numbers(formatPrice(prices.bInA, 6)) : '-'}</strong>
          <small>{t('add.priceOf', { quote: symbol(MintField.CURRENCY_A), base: symbol(MintField.CURRENCY_B) })}</small>
        </div>
        <div>
          <strong data-testid="add-share">{poolShare ? format.numbers(formatPoolShare(poolShare, 2)) : '0%'}</strong>
          <small>{t('add.shareOfPool')}</small>
        </div>
      </div>
    </div>
  )
})

const AddConfirmationModal = observer(function AddConfirmationModal() {
  const { addLiquidity: store } = useStores()
  const t = useT()
  const format = useFormat()
  const shown = store.sender.confirmation
  if (!shown) return null
  const close = () => store.sender.dismissConfirmation()
  if (shown.hash) {
    return (
      <TransactionResult
        result={{ hash: shown.hash }}
        testId="add"
        chainId={store.currencyA?.chainId}
        submittedTitle="pool.submitted"
        closeText="pool.close"
        onClose={close}
      />
    )
  }
  const [a, b] = [shown.amountA, shown.amountB]
  const { liquidityMinted: minted, poolShare } = store.quote
  return (
    <Modal title={t(store.noLiquidity ? 'add.createTitle' : 'add.confirmTitle')} onClose={close} testId="add-confirm">
      {shown.attempting ? (
        <PoolWaiting testId="add-attempting" />
      ) : (
        <div className="pool-confirm">
          {store.noLiquidity ? (
            <p className="pool-confirm-big">{`${formatSymbol(a.currency.symbol)}/${formatSymbol(b.currency.symbol)}`}</p>
          ) : (
            <>
              <p className="pool-confirm-big" data-testid="add-confirm-minted">
                {minted !== undefined ? format.numbers(formatBalance(minted, 18)) : '-'}
              </p>
              <p>{t('add.lpTokens', { a: formatSymbol(a.currency.symbol), b: formatSymbol(b.currency.symbol) })}</p>
              <small className="muted">{t('add.slippageNote', { slippage: store.slippagePercent })}</small>
            </>
          )}
          <dl className="position-rows">
            <dt>{t('add.deposited', { symbol: formatSymbol(a.currency.symbol) })}</dt>
            <dd>{format.numbers(formatBalance(a.raw, a.currency.decimals))}</dd>
            <dt>{t('add.deposited', { symbol: formatSymbol(b.currency.symbol) })}</dt>
            <dd>{format.numbers(formatBalance(b.raw, b.currency.decimals))}</dd>
            <dt>{t('add.shareOfPool')}</dt>
            <dd>{poolShare ? format.numbers(formatPoolShare(poolShare, 4)) : '-'}</dd>
          </dl>
          {shown.error ? (
            <p className="problem" data-testid="add-confirm-error">
              {shown.error}
            </p>
          ) : null}
          <Button variant="primary" wide data-testid="add-confirm-button" onClick={() => void store.sender.confirm()}>
            {t(store.noLiquidity ? 'add.createAndSupply' : 'add.confirmSupply')}
          </Button>
        </div>
      )}
    </Modal>
  )
})
