import { BIPS_BASE } from '../trade/tradeConstants'
import { defaultUserSettings } from './defaultUserSettings'
import type { UserSettings } from './UserSettings'

/** Settings as read back from storage: any field may be missing or damaged. */
export type StoredUserSettings = { readonly [K in keyof UserSettings]?: unknown }

const isPlainObject = (value: unknown): value is Record<number, never> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The settings to use after an app-version update (spec section 4): the stored ones, with a missing or unusable
 * slippage (not a whole number of bips from 0 to 10000) or deadline (not a whole number of seconds above 0) restored
 * to its default, and any other missing or mistyped field restored too; `timestamp` becomes `now`.
 *
 * @example repairUserSettings({ userDeadline: 600 }, now).userSlippageTolerance // 50
 */
export function repairUserSettings(stored: StoredUserSettings | undefined, now: number): UserSettings {
  const defaults = defaultUserSettings(now)
  const s = stored ?? {}
  const slippage = s.userSlippageTolerance
  const deadline = s.userDeadline
  return {
    userDarkMode: typeof s.userDarkMode === 'boolean' ? s.userDarkMode : defaults.userDarkMode,
    matchesDarkMode: typeof s.matchesDarkMode === 'boolean' ? s.matchesDarkMode : defaults.matchesDarkMode,
    userExpertMode: typeof s.userExpertMode === 'boolean' ? s.userExpertMode : defaults.userExpertMode,
    userSlippageTolerance:
      Number.isInteger(slippage) && (slippage as number) >= 0 && (slippage as number) <= Number(BIPS_BASE)
        ? (slippage as number)
        : defaults.userSlippageTolerance,
    userDeadline:
      Number.isSafeInteger(deadline) && (deadline as number) > 0 ? (deadline as number) : defaults.userDeadline,
    tokens: isPlainObject(s.tokens) ? s.tokens : defaults.tokens,
    pairs: isPlainObject(s.pairs) ? s.pairs : defaults.pairs,
    timestamp: now,
  }
}
