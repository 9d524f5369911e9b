import { ScreenFrame } from '../components/ScreenFrame'
import type { ScreenProps } from '../components/ScreenProps'
import { BountyOrderSection } from '../features/bounty/BountyOrderSection'
import { SeasonAreaSection } from '../features/season/SeasonAreaSection'

/**
 * `/jianghuOrder`, the bounty order and the invitation and income area (spec §2, issue 15): the bounty feature's prize
 * pool and tabs, then the season feature's links and adventure season panel. The one page made of two features, so it
 * is composed here, beside the routes, and neither feature imports the other.
 */
export function JianghuOrderScreen(_props: ScreenProps) {
  return (
    <ScreenFrame title="screen.jianghuOrder">
      <BountyOrderSection />
      <SeasonAreaSection />
    </ScreenFrame>
  )
}
