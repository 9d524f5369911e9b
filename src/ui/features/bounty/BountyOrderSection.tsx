import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { BountyTabs } from './BountyTabs'
import { PrizePoolPanel } from './PrizePoolPanel'

/**
 * The bounty order (spec §2, issue 15): the prize pool and the three tabs (LP task, daily promotion, game node) with
 * their tables and receive buttons, followed while shown; a prompt to connect without a wallet.
 */
export const BountyOrderSection = observer(function BountyOrderSection() {
  const { bounty } = useStores()
  const t = useT()
  useEffect(() => bounty.watch(), [bounty])
  return bounty.session.account ? (
    <>
      <PrizePoolPanel store={bounty} />
      <BountyTabs store={bounty} />
    </>
  ) : (
    <p className="muted" data-testid="bounty-connect">
      {t('bounty.connect')}
    </p>
  )
})
