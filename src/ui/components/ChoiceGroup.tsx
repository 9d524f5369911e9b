import type { ReactNode } from 'react'
import { Button } from './controls/Button'

/**
 * A row of options to pick one of (`role="radiogroup"`; the chosen one `aria-pressed`): a token, a term, a lock
 * option. `idOf` keys each option and ends its test id (`testId` and the id).
 *
 * @example <ChoiceGroup choices={tokens} idOf={(t) => t.symbol} isChosen={(t) => t.symbol === symbol} onChoose={pick} label={(t) => t.symbol} testId="bridge-token" />
 */
export function ChoiceGroup<Choice>(props: {
  choices: readonly Choice[]
  idOf: (choice: Choice) => string | number
  isChosen: (choice: Choice) => boolean
  onChoose: (choice: Choice) => void
  label: (choice: Choice) => ReactNode
  testId: string
  disabled?: boolean
  className?: string
}) {
  return (
    <div className={['mining-options', props.className ?? ''].filter(Boolean).join(' ')} role="radiogroup">
      {props.choices.map((choice) => (
        <Button
          variant="plain"
          key={props.idOf(choice)}
          className="mining-option"
          data-testid={`${props.testId}-${props.idOf(choice)}`}
          aria-pressed={props.isChosen(choice)}
          disabled={props.disabled}
          onClick={() => props.onChoose(choice)}
        >
          {props.label(choice)}
        </Button>
      ))}
    </div>
  )
}
