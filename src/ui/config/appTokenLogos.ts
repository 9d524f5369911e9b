/**
 * The tokens whose logo ships with the app (`public/images/token/{symbol}.svg`): every devnet token and native coin,
 * the list's own FOMO mark and the pairs' Fomo-LP, each its own colour and letters so no two look alike.
 */
export const APP_TOKEN_LOGOS: ReadonlySet<string> = new Set([
  'AURA',
  'BNB',
  'DK',
  'DK2',
  'FOMO',
  'Fomo-LP',
  'HJW',
  'HT',
  'MGET',
  'PNC',
  'USDT',
  'WBNB',
  'WHT',
])

/**
 * The app's own logo of a token by its symbol, relative to the app's base URL; `undefined` when the app has none (the
 * logo then shows the symbol's first letter, without asking the server for a file it does not have).
 *
 * @example appTokenLogoPath('Fomo-LP') // 'images/token/Fomo-LP.svg'
 */
export function appTokenLogoPath(symbol: string): string | undefined {
  return APP_TOKEN_LOGOS.has(symbol) ? `images/token/${encodeURIComponent(symbol)}.svg` : undefined
}
