import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `energyDetails` route's screen; its feature comes with a later issue. */
export function EnergyDetailsScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.energyDetails" comingWith="later" />
}
