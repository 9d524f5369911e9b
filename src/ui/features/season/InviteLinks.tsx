import { useT } from '../../components/useT'

/** The invitation and income area's links to energy details and invitation details (spec section 2). */
export function InviteLinks() {
  const t = useT()
  return (
    <nav className="exchange-links">
      <a href="#/energyDetails" data-testid="link-energy-details">
        {t('season.energyDetails')}
      </a>
      <a href="#/invitationDetails" data-testid="link-invitation-details">
        {t('season.invitationDetails')}
      </a>
    </nav>
  )
}
