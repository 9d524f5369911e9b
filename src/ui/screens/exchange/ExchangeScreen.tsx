import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `exchange` route's screen; its feature comes with a later issue. */
export function ExchangeScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.exchange" comingWith="later" />
}
