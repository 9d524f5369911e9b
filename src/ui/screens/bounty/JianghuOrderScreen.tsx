import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `jianghuOrder` route's screen; its feature comes with a later issue. */
export function JianghuOrderScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.jianghuOrder" comingWith="later" />
}
