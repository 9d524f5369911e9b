/** The token every devnet mining pool pays. */
export const MINING_REWARD_TOKEN = 'AURA'

/** Each pool's emission: 0.01 AURA a second, 864 AURA a day. */
export const MINING_EMISSION_PER_SECOND = '0.01'

/**
 * The lock options of every devnet pool (weights and energy ratios in basis points, 10,000 = 1x): demand, and fixed
 * terms that weigh more the longer they lock.
 */
export const MINING_LOCK_OPTIONS: readonly { days: number; weight: number; energyRatio: number }[] = [
  { days: 0, weight: 10_000, energyRatio: 10_000 },
  { days: 7, weight: 12_000, energyRatio: 11_000 },
  { days: 30, weight: 15_000, energyRatio: 13_000 },
  { days: 90, weight: 20_000, energyRatio: 16_000 },
]

/** Whole AURA the distributor holds to pay rewards, and the most it may pay out a day. */
export const DISTRIBUTOR_FUND = '10000000'
export const DISTRIBUTOR_DAILY_CAP = '100000'

/** The capital pool's tokens and its options: each a term in days (0: withdraw any time). */
export const CAPITAL_TOKENS: readonly string[] = ['USDT', 'AURA']
export const CAPITAL_OPTIONS: readonly { option: number; termDays: number }[] = [
  { option: 0, termDays: 0 },
  { option: 1, termDays: 30 },
  { option: 2, termDays: 90 },
]

/**
 * The devnet's pledges, made when it is seeded: whole LP of the pair (a, b) the deployer hands the dev account, which
 * pledges it at once for `days` (0: demand).
 */
export const SEED_PLEDGES: readonly { account: number; a: string; b: string; lp: string; days: number }[] = [
  { account: 1, a: 'AURA', b: 'USDT', lp: '5', days: 0 },
  { account: 1, a: 'AURA', b: 'USDT', lp: '5', days: 30 },
  { account: 2, a: 'AURA', b: 'USDT', lp: '10', days: 7 },
  { account: 3, a: 'MGET', b: 'USDT', lp: '10', days: 0 },
  { account: 3, a: 'AURA', b: 'USDT', lp: '2', days: 90 },
]
