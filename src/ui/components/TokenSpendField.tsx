import { Button } from './controls/Button'
import { TextInput } from './controls/TextInput'

/**
 * The amount a programme screen spends (a pledge, a capital deposit or withdrawal, an exchange, a bridge transfer): the
 * label with the balance it may spend, the amount box and its Max button. The screen's own submit button follows it.
 */
export function TokenSpendField(props: {
  /** The amount box's id (the label points at it); its test id too unless `testId` is given. */
  id: string
  testId?: string
  maxTestId: string
  label: string
  /** What may be spent, shown after the label; with a test id it is its own element. */
  balance?: { text: string; testId?: string }
  value: string
  maxText: string
  onType: (value: string) => void
  onMax: () => void
}) {
  const { balance } = props
  return (
    <>
      <label className="muted" htmlFor={props.id}>
        {props.label}
        {balance ? (
          <>
            {' ·'} {balance.testId ? <span data-testid={balance.testId}>{balance.text}</span> : balance.text}
          </>
        ) : null}
      </label>
      <div className="mining-amount">
        <TextInput
          id={props.id}
          data-testid={props.testId ?? props.id}
          inputMode="decimal"
          placeholder="0.0"
          value={props.value}
          onChange={(event) => props.onType(event.target.value)}
        />
        <Button variant="link" data-testid={props.maxTestId} onClick={props.onMax}>
          {props.maxText}
        </Button>
      </div>
    </>
  )
}
