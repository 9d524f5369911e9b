import { Interface } from 'ethers'
import type { BridgeChainReads, BridgeTokenTerms } from '../../ports/BridgeChainReads'
import type { JsonRpc } from '../../ports/JsonRpc'

const erc20 = new Interface(['function balanceOf(address account) view returns (uint256)'])
const bridgeAbi = new Interface([
  'function destroyBps() view returns (uint16)',
  'function tokenConfig(address token) view returns (bool listed, uint256 serviceBps, uint256 dailyCap, uint256 used)',
  'function minAmountOf(address token) view returns (uint256)',
])

/** BridgeChainReads over each chain's JSON-RPC endpoint: `eth_call`s at the latest block, sent together. */
export class RpcBridgeChainReads implements BridgeChainReads {
  constructor(private readonly rpcs: ReadonlyMap<number, JsonRpc>) {}

  async balanceOf(chainId: number, token: string, account: string): Promise<bigint> {
    const [balance] = await this.call(chainId, token, erc20, 'balanceOf', [account])
    return BigInt(balance as bigint)
  }

  async tokenTerms(chainId: number, bridge: string, token: string): Promise<BridgeTokenTerms> {
    const [[destroyBps], [listed, serviceBps], [minAmount]] = await Promise.all([
      this.call(chainId, bridge, bridgeAbi, 'destroyBps', []),
      this.call(chainId, bridge, bridgeAbi, 'tokenConfig', [token]),
      this.call(chainId, bridge, bridgeAbi, 'minAmountOf', [token]),
    ])
    return {
      listed: Boolean(listed),
      serviceBps: Number(serviceBps),
      destroyBps: Number(destroyBps),
      minAmount: BigInt(minAmount),
    }
  }

  private async call(chainId: number, to: string, abi: Interface, name: string, args: unknown[]) {
    const rpc = this.rpcs.get(chainId)
    if (!rpc) throw new Error(`No RPC endpoint for chain ${chainId}`)
    const result: string = await rpc.send('eth_call', [{ to, data: abi.encodeFunctionData(name, args) }, 'latest'])
    return abi.decodeFunctionResult(name, result)
  }
}
