import { ScreenLinks } from '../../components/ScreenLinks'

/** The invitation and income area's links to energy details and invitation details (spec section 2). */
export function InviteLinks() {
  return (
    <ScreenLinks
      links={[
        { href: '#/energyDetails', testId: 'link-energy-details', label: 'season.energyDetails' },
        { href: '#/invitationDetails', testId: 'link-invitation-details', label: 'season.invitationDetails' },
      ]}
    />
  )
}
