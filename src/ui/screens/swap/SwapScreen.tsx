import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { PriceChart } from './PriceChart'

/** The `swap` route's screen: the selected pair's price chart; the swap form comes with issue 5. */
export function SwapScreen(_props: ScreenProps) {
  return (
    <ScreenFrame title="screen.swap" comingWith={5}>
      <PriceChart />
    </ScreenFrame>
  )
}
