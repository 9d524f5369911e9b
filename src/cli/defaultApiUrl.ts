/** The FomoSwap API server the commands ask by default: FOMO_API_URL, or the devnet's. */
export const DEFAULT_API_URL = process.env.FOMO_API_URL || 'http://127.0.0.1:8787'
