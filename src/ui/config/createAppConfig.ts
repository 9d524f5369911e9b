import { chainBlockTimeMs } from '../../domain/chains/chainBlockTimeMs'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { AppConfig } from './AppConfig'

/** Spec section 9: provider and wallet polling. */
export const DEFAULT_POLLING_INTERVAL_MS = 15_000

/**
 * Builds the app's `config.json` from deployment records: the first record's chain is the default network; each
 * chain polls at its block time, and follows new heads over `wsUrls` (on a devnet, anvil's WebSocket on its RPC port).
 *
 * @example createAppConfig([heco, bsc], { devnet: true }).defaultChainId // 128
 */
export function createAppConfig(
  records: readonly DeploymentRecord[],
  options: {
    devnet: boolean
    pollingIntervalMs?: number
    walletConnectProjectId?: string
    rpcUrls?: Record<number, string>
    /** Each chain's WebSocket endpoint with new-heads subscriptions; on a devnet, the RPC URL's own port by default. */
    wsUrls?: Record<number, string>
  },
): AppConfig {
  const first = records[0]
  if (!first) throw new Error('createAppConfig needs at least one deployment record')
  return {
    defaultChainId: first.chainId,
    devnet: options.devnet,
    pollingIntervalMs: options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS,
    ...(options.walletConnectProjectId ? { walletConnectProjectId: options.walletConnectProjectId } : {}),
    chains: records.map((record) => {
      const rpcUrl = options.rpcUrls?.[record.chainId] ?? record.rpcUrl
      const wsUrl = options.wsUrls?.[record.chainId] ?? (options.devnet ? rpcUrl.replace(/^http/, 'ws') : undefined)
      const blockTimeMs = chainBlockTimeMs(record.chainId)
      return {
        chainId: record.chainId,
        name: record.name,
        nativeSymbol: record.nativeSymbol,
        rpcUrl,
        ...(wsUrl ? { wsUrl } : {}),
        ...(blockTimeMs ? { blockTimeMs } : {}),
        deployment: record,
      }
    }),
  }
}
