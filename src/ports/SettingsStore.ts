import type { StateStore } from './StateStore'

/**
 * The user's settings as stored (spec section 3): dark mode, expert mode, slippage (bips), deadline (seconds), saved
 * tokens per chain by address and saved pairs per chain by their two addresses, and when they last changed. Every
 * field may be missing in what an older version stored: pass it through the domain's `repairUserSettings`.
 */
export interface StoredSettings {
  userDarkMode?: boolean | null
  userExpertMode?: boolean
  userSlippageTolerance?: number
  userDeadline?: number
  tokens?: Record<number, Record<string, unknown>>
  pairs?: Record<number, Record<string, unknown>>
  timestamp?: number
}

/** Where user settings, saved tokens and saved pairs persist. */
export type SettingsStore = StateStore<StoredSettings>

export const SettingsStore = Symbol.for('SettingsStore')
