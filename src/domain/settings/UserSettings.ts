/** A token the user imported, as saved (spec section 3). */
export interface SavedToken {
  readonly chainId: number
  readonly address: string
  readonly decimals: number
  readonly symbol: string
  readonly name: string
}

/** A pair the user imported, as saved: its two tokens on one chain. */
export interface SavedPair {
  readonly token0: SavedToken
  readonly token1: SavedToken
}

/**
 * The user's settings (spec section 3): dark mode (`null` follows the system), expert mode, slippage tolerance in
 * bips, deadline in seconds, saved tokens per chain by address and saved pairs per chain by `pairKey`, and when the
 * settings last changed (ms since the epoch).
 */
export interface UserSettings {
  readonly userDarkMode: boolean | null
  readonly matchesDarkMode: boolean
  readonly userExpertMode: boolean
  readonly userSlippageTolerance: number
  readonly userDeadline: number
  readonly tokens: Readonly<Record<number, Readonly<Record<string, SavedToken>>>>
  readonly pairs: Readonly<Record<number, Readonly<Record<string, SavedPair>>>>
  readonly timestamp: number
}
