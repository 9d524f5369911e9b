import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `migrateV1` route's screen; its feature comes with issue 6. */
export function MigrateV1Screen(_props: ScreenProps) {
  return <ScreenFrame title="screen.migrateV1" comingWith={6} />
}
