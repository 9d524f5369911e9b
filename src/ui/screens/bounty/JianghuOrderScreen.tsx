import { observer } from 'mobx-react-lite'
import { InviteLinks } from '../../components/invite/InviteLinks'
import { SeasonPanel } from '../../components/invite/SeasonPanel'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/**
 * `/jianghuOrder`, the invitation and income area (spec section 2): the links to energy details and invitation
 * details and the adventure season panel; the bounty's three tabs (LP task, daily promotion, game node) and its
 * tables come with their own issue and show the waiting marker.
 */
export const JianghuOrderScreen = observer(function JianghuOrderScreen(_props: ScreenProps) {
  const { season } = useStores()
  const t = useT()
  return (
    <ScreenFrame title="screen.jianghuOrder" comingWith="later">
      <h2 className="season-subtitle">{t('season.area')}</h2>
      <InviteLinks />
      <SeasonPanel store={season} />
    </ScreenFrame>
  )
})
