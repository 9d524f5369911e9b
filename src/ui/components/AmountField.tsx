import { observer } from 'mobx-react-lite'
import type { InputHTMLAttributes } from 'react'
import { AMOUNT_INPUT_MAX_LENGTH, AMOUNT_INPUT_PLACEHOLDER } from '../../domain/input/amountInputConstants'
import type { TokenRow } from '../stores/TokenSelectStore'
import { Button } from './controls/Button'
import { useStores } from './useStores'

/**
 * The shape of every amount panel (swap sides, liquidity fields): the label and a balance text, the amount box (commas
 * typed as points), a Max button, then the currency picker (the shared token selection modal) or just the symbol.
 */
export const AmountField = observer(function AmountField(props: {
  id: string
  className: string
  label: string
  /** Shown beside the label when defined. */
  balanceText: string | undefined
  value: string
  /** The amount box's further attributes. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  /** The Max button's text; it shows when this and `onMax` are given. */
  maxText: string | undefined
  symbol: string
  onType: (value: string) => void
  onMax?: () => void
  /** Without it the symbol shows, not a picker. */
  onSelect?: (row: TokenRow) => void
}) {
  const { tokenSelect } = useStores()
  const { id, onSelect } = props
  return (
    <div className={props.className} data-testid={`panel-${id}`}>
      <div className="currency-panel-head">
        <span>{props.label}</span>
        {props.balanceText !== undefined ? (
          <span className="muted" data-testid={`balance-${id}`}>
            {props.balanceText}
          </span>
        ) : null}
      </div>
      <div className="currency-panel-row">
        <input
          className="amount-input"
          data-testid={`amount-${id}`}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={AMOUNT_INPUT_PLACEHOLDER}
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          {...props.inputProps}
          value={props.value}
          aria-label={props.label}
          onChange={(event) => props.onType(event.target.value.replace(/,/g, '.'))}
        />
        {props.maxText !== undefined && props.onMax ? (
          <Button variant="plain" className="max-button" data-testid={`max-${id}`} onClick={props.onMax}>
            {props.maxText}
          </Button>
        ) : null}
        {onSelect ? (
          <Button variant="token" data-testid={`select-${id}`} onClick={() => tokenSelect.open(onSelect)}>
            {props.symbol}
          </Button>
        ) : (
          <span className="pool-symbol">{props.symbol}</span>
        )}
      </div>
    </div>
  )
})
