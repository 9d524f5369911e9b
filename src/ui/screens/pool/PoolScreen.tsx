import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `pool` route's screen; its feature comes with issue 6. */
export function PoolScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.pool" comingWith={6} />
}
