/** A token the devnet deploys, with its display name. All are 18-decimal DevTokens. */
export interface SeedToken {
  symbol: string
  name: string
}

/** A pair the devnet creates, with the whole-token amounts of its first liquidity. */
export interface SeedPair {
  a: string
  b: string
  amountA: bigint
  amountB: bigint
}

export const SEED_TOKENS: readonly SeedToken[] = [
  { symbol: 'USDT', name: 'Tether USD' },
  { symbol: 'AURA', name: 'Aura' },
  { symbol: 'HJW', name: 'HJW' },
  { symbol: 'MGET', name: 'MGET' },
  { symbol: 'PNC', name: 'PNC' },
  { symbol: 'DK', name: 'Dog King' },
  { symbol: 'DK2', name: 'Dog King 2' },
]

/**
 * The pairs and their first liquidity, priced consistently (AURA 2, HJW 0.1, MGET 0.5, PNC 0.03,
 * DK 0.01, DK2 0.1 USDT). DK reaches USDT only through AURA and DK2 only through DK, so 2-hop
 * (DK → AURA → USDT) and 3-hop (DK2 → DK → AURA → USDT) routes exist. The wrapped native coin's
 * pair with USDT is added per chain at its own price.
 */
export const SEED_PAIRS: readonly SeedPair[] = [
  { a: 'AURA', b: 'USDT', amountA: 100_000n, amountB: 200_000n },
  { a: 'HJW', b: 'USDT', amountA: 500_000n, amountB: 50_000n },
  { a: 'MGET', b: 'USDT', amountA: 200_000n, amountB: 100_000n },
  { a: 'PNC', b: 'USDT', amountA: 1_000_000n, amountB: 30_000n },
  { a: 'AURA', b: 'HJW', amountA: 10_000n, amountB: 200_000n },
  { a: 'MGET', b: 'PNC', amountA: 30_000n, amountB: 500_000n },
  { a: 'DK', b: 'AURA', amountA: 1_000_000n, amountB: 5_000n },
  { a: 'DK2', b: 'DK', amountA: 100_000n, amountB: 1_000_000n },
]

/** Whole tokens of each seeded token minted to every dev account. */
export const DEV_ACCOUNT_TOKEN_BALANCE = 1_000_000n
/** Whole units of the native coin wrapped into the wrapped-native/USDT pair. */
export const NATIVE_LIQUIDITY = 100n

/**
 * A pair of a seeded token with the wrapped native coin: whole units of the native coin, and the token's price in
 * thousandths of a USDT (the native coin's price is the chain's `nativePriceUsdt`).
 */
export interface SeedNativePair {
  symbol: string
  native: bigint
  priceMilliUsdt: bigint
}

/**
 * The wrapped-native pairs beside WHT/USDT (which NATIVE_LIQUIDITY seeds), at the prices of SEED_PAIRS: HJW/WHT
 * gives the V1 migration a FomoSwap price to compare HJW's V1 price with. It adds no route of 3 hops or fewer
 * from the native coin to DK2.
 */
export const SEED_NATIVE_PAIRS: readonly SeedNativePair[] = [{ symbol: 'HJW', native: 20n, priceMilliUsdt: 100n }]

/**
 * A first-generation (Uniswap V1) exchange the devnet creates: the token (WHT for the wrapped native coin) and the
 * V1 price of the token in thousandths of a USDT, from which its native-coin/token ratio follows (WHT is 1:1).
 */
export interface SeedV1Exchange {
  symbol: string
  priceMilliUsdt?: bigint
}

/**
 * The V1 exchanges: USDT at the FomoSwap price (migrates without a warning), HJW 20% dearer than its FomoSwap pair
 * (the 'best price' warning, and a refund of native coin), and WHT (the wrapped-native pool migration blocks).
 */
export const SEED_V1_EXCHANGES: readonly SeedV1Exchange[] = [
  { symbol: 'USDT', priceMilliUsdt: 1000n },
  { symbol: 'HJW', priceMilliUsdt: 120n },
  { symbol: 'WHT' },
]

/** Whole native coin the deployer puts into each V1 exchange first (it sets the price). */
export const V1_FIRST_NATIVE = 10n
/** Whole native coin each of V1_ACCOUNTS adds to each V1 exchange. */
export const V1_ACCOUNT_NATIVE = 2n
/** The dev accounts given V1 liquidity (the browser tests sign with account 1). */
export const V1_ACCOUNTS: readonly number[] = [1, 2, 3]
