import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { PriceChart } from './PriceChart'
import { SwapForm } from './SwapForm'

/** The `swap` route's screen: the swap form and the selected pair's price chart. */
export function SwapScreen(_props: ScreenProps) {
  return (
    <ScreenFrame title="screen.swap" connectButton={false}>
      <SwapForm sendMode={false} />
      <PriceChart />
    </ScreenFrame>
  )
}
