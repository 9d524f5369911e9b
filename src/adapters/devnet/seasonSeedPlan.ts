/** The inviter's shares of a direct and of a diffused friend's own energy, in basis points: 20 % and 10 %. */
export const SEASON_DIRECT_BPS = 2_000
export const SEASON_DIFFUSED_BPS = 1_000
/** The share of a later season's fund paid to holders of earlier titles, in basis points: 10 %. */
export const SEASON_EXTEND_REWARD_BPS = 1_000
/** How long the devnet's season 1 runs after deployment. */
export const SEASON_LENGTH_SECONDS = 7 * 86_400
/**
 * The title asks, whole energy units (the contract and the API carry them in wei of energy, 18 decimals like LP: one
 * energy is one whole LP pledged for a day at 1x): 1,000 (adventurer) and 10,000 (explorer). Over the week, 5 demand
 * LP earn 35 energy: the invitation tree stays below both asks, and SEED_SEASON_PAYEES pass the first.
 */
export const SEASON_NFT1_ASK = '1000'
export const SEASON_NFT2_ASK = '10000'
/** Whole AURA season 1's fund holds (sent to the reward distributor by fundSeason). */
export const SEASON_FUND = '50000'
/** Where the app serves the title images (FomoTitleNFT's tokenURI points there). */
export const TITLE_IMAGE_BASE_URI = '/assets/titles/'
/** How long the seeded invitation signatures would be accepted by the invite route, from deployment. */
export const SEED_INVITE_EXPIRY_SECONDS = 365 * 86_400

/** The devnet's invitation tree by dev account index: 1 invites 2 and 3, 2 invites 4, 4 invites 5. */
export const SEED_INVITATIONS: readonly { invitee: number; inviter: number }[] = [
  { invitee: 2, inviter: 1 },
  { invitee: 3, inviter: 1 },
  { invitee: 4, inviter: 2 },
  { invitee: 5, inviter: 4 },
]

/** Pledges by the tree's lower accounts (made after the bindings), so every level earns energy. */
export const SEED_SEASON_PLEDGES: readonly { account: number; a: string; b: string; lp: string; days: number }[] = [
  { account: 4, a: 'AURA', b: 'USDT', lp: '8', days: 0 },
  { account: 5, a: 'AURA', b: 'USDT', lp: '4', days: 30 },
]

/**
 * Two accounts past the adventurer's ask, so that season 1 settles with payees and titles to claim: 300 and 200 demand
 * LP pledged for the week earn about 2,100 and 1,400 energy (under the explorer's 10,000). They are outside the
 * invitation tree and pledge in pools nobody else is seeded in (HJW/USDT, PNC/USDT), so every other seeded account's
 * mining income, energy and bridge quota stay as they were. Dev accounts 8 and 9 (9 is also the devnet server's
 * signing key, which sends no transaction).
 */
export const SEED_SEASON_PAYEES: readonly { account: number; a: string; b: string; lp: string; days: number }[] = [
  { account: 8, a: 'HJW', b: 'USDT', lp: '300', days: 0 },
  { account: 9, a: 'PNC', b: 'USDT', lp: '200', days: 0 },
]
