import { Interface } from 'ethers'
import type { JsonRpc } from '../../ports/JsonRpc'
import type { RewardsPaid } from '../../ports/RewardsPaid'

const distributor = new Interface([
  'function getDistributeReward(address account, address token) view returns (uint256)',
])

/** RewardsPaid over each chain's JSON-RPC endpoint: one `eth_call` per token at the latest block, sent together. */
export class RpcRewardsPaid implements RewardsPaid {
  constructor(private readonly rpcs: ReadonlyMap<number, JsonRpc>) {}

  async paidOf(chainId: number, contract: string, account: string, tokens: readonly string[]): Promise<bigint[]> {
    const rpc = this.rpcs.get(chainId)
    if (!rpc) throw new Error(`No RPC endpoint for chain ${chainId}`)
    return Promise.all(
      tokens.map(async (token) => {
        const data = distributor.encodeFunctionData('getDistributeReward', [account, token])
        const result: string = await rpc.send('eth_call', [{ to: contract, data }, 'latest'])
        return BigInt(result)
      }),
    )
  }
}
