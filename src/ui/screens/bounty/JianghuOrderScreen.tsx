import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { BountyTabs } from '../../components/bounty/BountyTabs'
import { PrizePoolPanel } from '../../components/bounty/PrizePoolPanel'
import { InviteLinks } from '../../components/invite/InviteLinks'
import { SeasonPanel } from '../../components/invite/SeasonPanel'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/**
 * `/jianghuOrder`, the bounty order and the invitation and income area (spec §2, issue 15): the prize pool, the three
 * tabs (LP task, daily promotion, game node) with their tables and receive buttons, the links to energy details and
 * invitation details, and the adventure season panel.
 */
export const JianghuOrderScreen = observer(function JianghuOrderScreen(_props: ScreenProps) {
  const { season, bounty } = useStores()
  const t = useT()
  useEffect(() => bounty.watch(), [bounty])
  return (
    <ScreenFrame title="screen.jianghuOrder">
      {bounty.session.account ? (
        <>
          <PrizePoolPanel store={bounty} />
          <BountyTabs store={bounty} />
        </>
      ) : (
        <p className="muted" data-testid="bounty-connect">
          {t('bounty.connect')}
        </p>
      )}
      <h2 className="season-subtitle">{t('season.area')}</h2>
      <InviteLinks />
      <SeasonPanel store={season} />
    </ScreenFrame>
  )
})
