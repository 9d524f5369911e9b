import { pairKey } from './pairKey'
import type { SavedPair, UserSettings } from './UserSettings'

/**
 * The settings with a pair saved (spec section 4): only if both tokens are on one chain and differ (address compared
 * in any case); otherwise the settings are returned unchanged. `timestamp` becomes `now` when the pair is saved.
 *
 * @example addSavedPair(settings, { token0: usdt, token1: wht }, clock.now())
 */
export function addSavedPair(settings: UserSettings, pair: SavedPair, now: number): UserSettings {
  const { token0, token1 } = pair
  if (token0.chainId !== token1.chainId || token0.address.toLowerCase() === token1.address.toLowerCase())
    return settings
  const chainPairs = settings.pairs[token0.chainId] ?? {}
  return {
    ...settings,
    pairs: { ...settings.pairs, [token0.chainId]: { ...chainPairs, [pairKey(token0.address, token1.address)]: pair } },
    timestamp: now,
  }
}
