// Slippage and deadline limits of spec sections 5 and 9. Slippage is in basis points (50 = 0.5%).

/** The slippage buttons: 0.1%, 0.5% and 1%. */
export const SLIPPAGE_PRESETS_BIPS = Object.freeze([10, 50, 100] as const)

/** The slippage tolerance until the user picks one: 0.5%. */
export const DEFAULT_SLIPPAGE_BIPS = 50

/** A custom slippage must stay below this (50%): beyond it a trade is as good as unprotected. */
export const MAX_CUSTOM_SLIPPAGE_BIPS_EXCLUSIVE = 5000

/** Below this (0.5%) the settings warn 'Your transaction may fail'. */
export const LOW_SLIPPAGE_WARNING_BIPS = 50

/** Above this (5%) the settings warn 'Your transaction may be frontrun'. */
export const HIGH_SLIPPAGE_WARNING_BIPS = 500

/** How long a transaction stays valid until the user picks a deadline: 20 minutes, in seconds. */
export const DEFAULT_DEADLINE_SECONDS = 1200
