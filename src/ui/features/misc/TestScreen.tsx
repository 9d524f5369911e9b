import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `test` route's screen (present, content not shown: spec section 2). */
export function TestScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.test" />
}
