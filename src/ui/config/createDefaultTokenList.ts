import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { TokenList } from '../../domain/lists/TokenList'

/** The default list's name, shown in Manage Lists. */
export const DEFAULT_TOKEN_LIST_NAME = 'FomoSwap Default'

/**
 * The default token list (`default-token-list.json` on the app's own host) from the deployment records: every seeded
 * token of every chain, logos at `{baseUrl}images/token/{symbol}.png`.
 *
 * @example createDefaultTokenList([heco, bsc], 'http://127.0.0.1:8080/', new Date()).tokens.length
 */
export function createDefaultTokenList(records: readonly DeploymentRecord[], baseUrl: string, now: Date): TokenList {
  return {
    name: DEFAULT_TOKEN_LIST_NAME,
    timestamp: now.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    logoURI: new URL('images/token/FOMO.png', baseUrl).toString(),
    keywords: ['fomoswap', 'default'],
    tokens: records.flatMap((record) =>
      record.tokens.map((token) => ({
        chainId: record.chainId,
        address: token.address,
        decimals: token.decimals,
        name: token.name,
        symbol: token.symbol,
        logoURI: new URL(`images/token/${encodeURIComponent(token.symbol)}.png`, baseUrl).toString(),
      })),
    ),
  }
}
