import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { useT } from './useT'

/** One tab of a TabList: the value it selects and its label. */
export interface Tab<Value extends string | number> {
  readonly value: Value
  readonly label: MessageId
}

/**
 * A row of tabs (`role="tablist"`), the selected one marked `aria-selected`; each tab's test id is `testId` and its
 * value. Tabs that pick a whole view are plain buttons; `chips` draws filters within a view as chips.
 *
 * @example <TabList tabs={TABS} selected={store.kind} onSelect={(kind) => store.setKind(kind)} testId="friends-tab" />
 */
export function TabList<Value extends string | number>(props: {
  tabs: readonly Tab<Value>[]
  selected: Value
  onSelect: (value: Value) => void
  testId: string
  chips?: boolean
}) {
  const t = useT()
  return (
    <div className="season-tabs" role="tablist">
      {props.tabs.map((tab) => (
        <Button
          variant={props.chips ? 'chip' : 'plain'}
          key={tab.value}
          role="tab"
          className={props.chips ? undefined : 'mining-option'}
          aria-selected={props.selected === tab.value}
          data-testid={`${props.testId}-${tab.value}`}
          onClick={() => props.onSelect(tab.value)}
        >
          {t(tab.label)}
        </Button>
      ))}
    </div>
  )
}
