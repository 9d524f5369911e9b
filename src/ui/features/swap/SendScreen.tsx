import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { SwapForm } from './SwapForm'

/** The `send` route's screen: the swap form with the recipient always shown. */
export function SendScreen(_props: ScreenProps) {
  return (
    <ScreenFrame title="screen.send" connectButton={false}>
      <SwapForm sendMode />
    </ScreenFrame>
  )
}
