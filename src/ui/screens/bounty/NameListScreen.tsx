import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `nameList` route's screen; its feature comes with a later issue. */
export function NameListScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.nameList" comingWith="later" />
}
