import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `swap` route's screen; its feature comes with issue 5. */
export function SwapScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.swap" comingWith={5} />
}
