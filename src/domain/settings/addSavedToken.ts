import type { SavedToken, UserSettings } from './UserSettings'

/**
 * The settings with an imported token saved under its chain by address (spec section 3); saving a token again
 * replaces it. `timestamp` becomes `now`.
 *
 * @example addSavedToken(settings, { chainId: 256, address: '0xA…', decimals: 18, symbol: 'NEW', name: 'New' }, now)
 */
export function addSavedToken(settings: UserSettings, token: SavedToken, now: number): UserSettings {
  const chainTokens = settings.tokens[token.chainId] ?? {}
  return {
    ...settings,
    tokens: { ...settings.tokens, [token.chainId]: { ...chainTokens, [token.address]: token } },
    timestamp: now,
  }
}
