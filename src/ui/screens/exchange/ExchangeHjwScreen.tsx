import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `exchangeHjw` route's screen; its feature comes with a later issue. */
export function ExchangeHjwScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.exchangeHjw" comingWith="later" />
}
