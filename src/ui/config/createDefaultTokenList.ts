import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { TokenList } from '../../domain/lists/TokenList'
import { appTokenLogoPath } from './appTokenLogos'

/** The default list's name, shown in Manage Lists. */
export const DEFAULT_TOKEN_LIST_NAME = 'FomoSwap Default'

/**
 * The default token list (`default-token-list.json` on the app's own host) from the deployment records: every seeded
 * token of every chain, with the app's own logo at `{baseUrl}images/token/{symbol}.svg` where it ships one.
 *
 * @example createDefaultTokenList([heco, bsc], 'http://127.0.0.1:8080/', new Date()).tokens.length
 */
export function createDefaultTokenList(records: readonly DeploymentRecord[], baseUrl: string, now: Date): TokenList {
  return {
    name: DEFAULT_TOKEN_LIST_NAME,
    timestamp: now.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    logoURI: new URL(appTokenLogoPath('FOMO')!, baseUrl).toString(),
    keywords: ['fomoswap', 'default'],
    tokens: records.flatMap((record) =>
      record.tokens.map((token) => {
        const logo = appTokenLogoPath(token.symbol)
        return {
          chainId: record.chainId,
          address: token.address,
          decimals: token.decimals,
          name: token.name,
          symbol: token.symbol,
          ...(logo ? { logoURI: new URL(logo, baseUrl).toString() } : {}),
        }
      }),
    ),
  }
}
