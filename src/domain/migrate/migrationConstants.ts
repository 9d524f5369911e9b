// The V1 migration's constants (spec sections 5 and 9).

/** A migration stays valid this long after it is built: 20 minutes, in seconds. */
export const MIGRATION_DEADLINE_SECONDS = 1200

/** The share of the expected amounts a migration must add at least: 99.5% (9950 / 10000). */
export const MIGRATION_TOLERANCE = Object.freeze({ numerator: 9950n, denominator: 10_000n })

/** A V1 price this far (5%, in basis points) or further from the FomoSwap price shows the 'best price' warning. */
export const BEST_PRICE_WARNING_BIPS = 500n
