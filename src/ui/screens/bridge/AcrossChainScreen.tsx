import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `acrossChain` route's screen; its feature comes with a later issue. */
export function AcrossChainScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.acrossChain" comingWith="later" />
}
