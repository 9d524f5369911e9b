/** The tokens the devnet's bridges carry between 128 and 56, each paired with the same symbol on the other chain. */
export const BRIDGE_SYMBOLS = ['AURA', 'HJW', 'MGET', 'PNC', 'USDT'] as const

/** Service fee rates, basis points (the spec gives none; the contract caps them at 1,000). */
export const BRIDGE_SERVICE_BPS: Readonly<Record<(typeof BRIDGE_SYMBOLS)[number], number>> = {
  AURA: 30,
  HJW: 50,
  MGET: 50,
  PNC: 50,
  USDT: 10,
}

/** The destroy rate, basis points of the amount sent (2 %; the contract caps it at 5,000). */
export const BRIDGE_DESTROY_BPS = 200
/** Where destroy amounts go: the customary burn address. */
export const BRIDGE_DESTROY_ADDRESS = '0x000000000000000000000000000000000000dEaD'
/** Whole tokens of each listed token the bridge holds on each chain to pay out from. */
export const BRIDGE_INVENTORY = '2000000'
/** Whole tokens of each listed token that may leave a bridge in one UTC day (payouts and withdrawals). */
export const BRIDGE_DAILY_CAP = '500000'
/** The smallest collection of each bridged token on the devnet, in whole units (every seeded token has 18 decimals). */
export const BRIDGE_MIN_AMOUNT = '0.01'
