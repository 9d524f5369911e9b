import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `send` route's screen; its feature comes with issue 5. */
export function SendScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.send" comingWith={5} />
}
