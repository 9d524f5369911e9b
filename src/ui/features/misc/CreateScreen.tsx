import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `create` route's screen (present, content not shown: spec section 2). */
export function CreateScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.create" />
}
