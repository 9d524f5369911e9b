import { Wallet } from 'ethers'
import { FetchJsonRpc } from '../adapters/rpc/FetchJsonRpc'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import type { ServerConfig } from './config/ServerConfig'
import type { SendingAccount } from './workers/SendingBalances'

/**
 * The accounts this server sends from, per chain: the bridge relayer (FOMO_RELAYER_KEY) on each served chain with a
 * bridge (it pays transfers out there), the draw operator (FOMO_DRAW_OPERATOR_KEY) on each chain with a prize pool.
 * Only addresses leave here; the keys stay with the workers that sign.
 */
export function sendingAccounts(
  deployments: readonly DeploymentRecord[],
  config: Pick<ServerConfig, 'rpcUrls' | 'indexer' | 'bridge' | 'drawOperatorKey'>,
): SendingAccount[] {
  const roles = [
    { role: 'relayer' as const, key: config.bridge.relayerKey, uses: (r: DeploymentRecord) => !!r.contracts.bridge },
    {
      role: 'drawOperator' as const,
      key: config.drawOperatorKey,
      uses: (r: DeploymentRecord) => !!r.contracts.prizePool && !!r.bounty,
    },
  ]
  return roles.flatMap(({ role, key, uses }) => {
    if (!key) return []
    const address = new Wallet(key).address.toLowerCase()
    return deployments.filter(uses).map((record) => ({
      chainId: record.chainId,
      role,
      address,
      nativeSymbol: record.nativeSymbol,
      rpc: new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
    }))
  })
}
