import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from './settingsConstants'
import type { UserSettings } from './UserSettings'

/**
 * A new user's settings: dark mode follows the system, expert mode off, 0.5% slippage, a 20-minute deadline, nothing
 * saved.
 *
 * @example defaultUserSettings(clock.now()).userSlippageTolerance // 50
 */
export function defaultUserSettings(now: number): UserSettings {
  return {
    userDarkMode: null,
    matchesDarkMode: false,
    userExpertMode: false,
    userSlippageTolerance: DEFAULT_SLIPPAGE_BIPS,
    userDeadline: DEFAULT_DEADLINE_SECONDS,
    tokens: {},
    pairs: {},
    timestamp: now,
  }
}
