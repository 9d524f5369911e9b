import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { SelectTokenButton } from '../../components/tokens/SelectTokenButton'
import { PriceChart } from './PriceChart'

/** The `swap` route's screen: a token picker (the shared token selection modal) and the selected pair's price chart; the swap form comes with issue 5. */
export function SwapScreen(_props: ScreenProps) {
  return (
    <ScreenFrame title="screen.swap" comingWith={5}>
      <SelectTokenButton />
      <PriceChart />
    </ScreenFrame>
  )
}
