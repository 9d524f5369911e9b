import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `removeV1` route's screen; its feature comes with issue 6. */
export function RemoveV1Screen(props: ScreenProps) {
  return <ScreenFrame title="screen.removeV1" comingWith={6} subtitle={props.params.address} />
}
