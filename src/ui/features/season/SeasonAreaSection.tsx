import { observer } from 'mobx-react-lite'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { InviteLinks } from './InviteLinks'
import { SeasonPanel } from './SeasonPanel'

/** The invitation and income area (spec §2): its title, the links to energy and invitation details, the season panel. */
export const SeasonAreaSection = observer(function SeasonAreaSection() {
  const { season } = useStores()
  const t = useT()
  return (
    <>
      <h2 className="season-subtitle">{t('season.area')}</h2>
      <InviteLinks />
      <SeasonPanel store={season} />
    </>
  )
})
