import type { MessageId } from '../locales/en'

/**
 * Every area of the product, in the order the menu lists them, on every chain (the bottom bar is hidden on 128 and the
 * home route leads elsewhere there, so the menu is the one way that always reaches each). Areas whose feature comes
 * with a later issue lead to their frame screens; the release withdrawal is `/release`, also linked from the HJW
 * exchange and its records.
 */
export const MENU_AREAS: readonly { label: MessageId; href: string }[] = [
  { label: 'menu.swap', href: '#/swap' },
  { label: 'menu.send', href: '#/send' },
  { label: 'menu.pool', href: '#/pool' },
  { label: 'menu.migrateV1', href: '#/migrate/v1' },
  { label: 'menu.mining', href: '#/bankIncomeList' },
  { label: 'menu.bounty', href: '#/jianghuOrder' },
  { label: 'menu.invitation', href: '#/invitationDetails' },
  { label: 'menu.leaderboard', href: '#/nameList' },
  { label: 'menu.bridge', href: '#/acrossChain' },
  { label: 'menu.exchange', href: '#/exchange' },
  { label: 'menu.exchangeHjw', href: '#/exchangeHjw' },
  { label: 'menu.release', href: '#/release' },
]
