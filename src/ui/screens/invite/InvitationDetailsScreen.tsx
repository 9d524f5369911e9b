import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `invitationDetails` route's screen; its feature comes with a later issue. */
export function InvitationDetailsScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.invitationDetails" comingWith="later" />
}
