import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `find` route's screen; its feature comes with issue 6. */
export function FindPoolScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.find" comingWith={6} />
}
