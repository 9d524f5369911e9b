import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `add` route's screen; its feature comes with issue 6. */
export function AddLiquidityScreen(props: ScreenProps) {
  const pair = [props.params.currencyIdA, props.params.currencyIdB].filter(Boolean).join(' / ')
  return <ScreenFrame title="screen.add" comingWith={6} {...(pair ? { subtitle: pair } : {})} />
}
