/** The token the seeded rounds bet and the bounty's bets are counted in (the node's direct bets, the weights). */
export const BOUNTY_BET_TOKEN = 'USDT'
/** The token the prize pool, the daily promotion pool and the invite tasks pay. */
export const BOUNTY_REWARD_TOKEN = 'AURA'
/** Whole AURA the devnet's prize pool is funded with at deployment. */
export const PRIZE_POOL_FUND = '10000'
/** Rounds seeded at deployment: every player of the tree plays both games. */
export const SEED_GAME_ROUNDS = 24
/**
 * Who plays, by dev account index: account 1's friends (2 and 3), 2's friend (4) and 4's friend (5) of the seeded
 * invitation tree (seasonSeedPlan), so every level of the tree has game activity.
 */
export const SEED_GAME_PLAYERS: readonly number[] = [2, 3, 4, 5]

/**
 * The bounty block of the deployment record (DeployedBounty), tokens by symbol: a node needs a team of 4 counted
 * members, 2 direct friends and 100 USDT of their bets; each UTC day's promotion pool is 1,000 AURA, shared by weight
 * (a five-elements bet weighs 1.5x a yin-yang one); inviters earn 10 % of their team's LP-mining earnings; three
 * invite tasks pay 10, 30 and 100 AURA at 1, 2 and 5 direct friends.
 */
export const BOUNTY_TERMS = {
  nodeTeam: 4,
  nodeDirectPeople: 2,
  nodeDirectBet: '100',
  dailyPool: '1000',
  weights: { 2: 10_000, 5: 15_000 },
  lpExtRewardBps: 1_000,
  inviteTasks: [
    { id: 1, invites: 1, reward: '10' },
    { id: 2, invites: 2, reward: '30' },
    { id: 3, invites: 5, reward: '100' },
  ],
} as const
