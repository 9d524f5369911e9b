import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `recordHjw` route's screen; its feature comes with a later issue. */
export function RecordHjwScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.recordHjw" comingWith="later" />
}
