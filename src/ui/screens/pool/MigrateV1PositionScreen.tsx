import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `migrateV1Position` route's screen; its feature comes with issue 6. */
export function MigrateV1PositionScreen(props: ScreenProps) {
  return <ScreenFrame title="screen.migrateV1Position" comingWith={6} subtitle={props.params.address} />
}
