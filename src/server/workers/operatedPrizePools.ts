import { FetchRequest, JsonRpcProvider, Network, Wallet } from 'ethers'
import { EthersPrizePool } from '../../adapters/rpc/EthersPrizePool'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { OperatedPool } from './PrizeDrawOperator'

/**
 * The prize pool of each chain whose record has one and bounty terms, operated with `operatorKey` (an OPERATOR_ROLE
 * of the pools): none without a key. Each pool's provider is returned with it, for the server to destroy on close.
 */
export function operatedPrizePools(
  deployments: readonly DeploymentRecord[],
  rpcUrls: Record<number, string>,
  operatorKey: string | undefined,
  rpcTimeoutMs = 10_000,
): (OperatedPool & { provider: JsonRpcProvider })[] {
  return deployments.flatMap((record) => {
    const address = record.contracts.prizePool
    if (!operatorKey || !address || !record.bounty) return []
    // every request times out (FOMO_RPC_TIMEOUT_MS): a hung node must not hold a draw, or the shutdown, for ever
    const request = new FetchRequest(rpcUrls[record.chainId] ?? record.rpcUrl)
    request.timeout = rpcTimeoutMs
    const provider = new JsonRpcProvider(request, Network.from(record.chainId), {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    // no NonceManager: its count never learns of another sender, and every later send would fail 'nonce too low'; the
    // operator sends one transaction at a time, so the node's pending count is the nonce
    const operator = new Wallet(operatorKey, provider)
    const pool = new EthersPrizePool(record.chainId, address, operator)
    return [{ pool, token: record.bounty.dailyPool.token.toLowerCase(), provider }]
  })
}
