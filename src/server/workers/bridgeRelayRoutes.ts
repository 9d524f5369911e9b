import { Wallet } from 'ethers'
import type { FastifyBaseLogger } from 'fastify'
import { FetchJsonRpc } from '../../adapters/rpc/FetchJsonRpc'
import { RpcBridgeTarget } from '../../adapters/rpc/RpcBridgeTarget'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { RelayRoute } from './BridgeRelayer'

/** Where the routes' nodes are and how deep a collection must be. */
export interface BridgeRelayRouteOptions {
  deployments: readonly DeploymentRecord[]
  rpcUrls: Record<number, string>
  rpcTimeoutMs: number
  /** The operator's private key. */
  relayerKey: string
  /** N per source chain. */
  confirmations: Record<number, number>
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * The relayer's directions from the deployment records: each served chain with a bridge whose peer chain is served
 * too, paid on the peer with the relayer key. A direction whose target bridge names another operator is left out
 * (its payouts would only revert) and logged: set FOMO_RELAYER_KEY to the operator's key.
 */
export function bridgeRelayRoutes(options: BridgeRelayRouteOptions): RelayRoute[] {
  const operator = new Wallet(options.relayerKey).address.toLowerCase()
  const routes: RelayRoute[] = []
  for (const source of options.deployments) {
    if (!source.contracts.bridge || !source.bridge) continue
    const target = options.deployments.find((record) => record.chainId === source.bridge!.peerChainId)
    if (!target?.contracts.bridge || !target.bridge) continue
    if (target.bridge.operator.toLowerCase() !== operator) {
      options.log.error(
        { targetChainId: target.chainId, operator: target.bridge.operator, key: operator },
        'relayer: FOMO_RELAYER_KEY is not the target bridge’s operator; this direction is not relayed',
      )
      continue
    }
    routes.push({
      sourceChainId: source.chainId,
      sourceBridge: source.contracts.bridge.toLowerCase(),
      confirmations: options.confirmations[source.chainId] ?? 0,
      twins: new Map(
        Object.values(source.bridge.tokens).map((token) => [token.address.toLowerCase(), token.remote.toLowerCase()]),
      ),
      target: new RpcBridgeTarget({
        chainId: target.chainId,
        rpc: new FetchJsonRpc(options.rpcUrls[target.chainId] ?? target.rpcUrl, options.rpcTimeoutMs),
        bridge: target.contracts.bridge.toLowerCase(),
        operatorKey: options.relayerKey,
        fromBlock: target.startBlock,
      }),
    })
  }
  return routes
}
