import type { JsonRpc } from '../../ports/JsonRpc'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'

const TOTAL_SUPPLY = '0x18160ddd' // totalSupply()
const NONCES = '0x7ecebe00' // nonces(address)

/** LiquidityTokenReads over each chain's JSON-RPC endpoint (the server has no multicall): one `eth_call` per read. */
export class RpcLiquidityTokenReads implements LiquidityTokenReads {
  constructor(private readonly rpcs: ReadonlyMap<number, JsonRpc>) {}

  totalSupplies(chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]> {
    const rpc = this.rpc(chainId)
    return Promise.all(
      pairs.map((pair) =>
        rpc
          .send('eth_call', [{ to: pair, data: TOTAL_SUPPLY }, 'latest'])
          .then((result: string) => (result === '0x' ? undefined : BigInt(result)))
          .catch(() => undefined),
      ),
    )
  }

  async permitNonce(chainId: number, pair: string, owner: string): Promise<bigint> {
    const data = `${NONCES}${owner.slice(2).toLowerCase().padStart(64, '0')}`
    return BigInt(await this.rpc(chainId).send('eth_call', [{ to: pair, data }, 'latest']))
  }

  private rpc(chainId: number): JsonRpc {
    const rpc = this.rpcs.get(chainId)
    if (!rpc) throw new Error(`No RPC endpoint for chain ${chainId}`)
    return rpc
  }
}
