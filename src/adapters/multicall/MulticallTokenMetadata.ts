import { Interface } from 'ethers'
import type { TokenMetadata, TokenMetadataAnswer } from '../../ports/TokenMetadata'
import { decodeAnswer } from './decodeAnswer'
import type { Multicall } from './Multicall'

const erc20 = new Interface([
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function decimals() view returns (uint8)',
])

const decode = (method: 'symbol' | 'name' | 'decimals', data: string | null): unknown =>
  decodeAnswer(data, (returned) => erc20.decodeFunctionResult(method, returned)[0])

/** TokenMetadata through the Multicall port: `symbol`, `name` and `decimals` in the block's one batch. */
export class MulticallTokenMetadata implements TokenMetadata {
  constructor(private readonly multicall: Multicall) {}

  async metadataOf(chainId: number, address: string): Promise<TokenMetadataAnswer | undefined> {
    const methods = ['symbol', 'name', 'decimals'] as const
    const answers = await this.multicall.read(
      chainId,
      methods.map((method) => ({ address, callData: erc20.encodeFunctionData(method) })),
    )
    const [symbol, name, decimals] = methods.map((method, i) => decode(method, answers[i]?.data ?? null))
    if (typeof symbol !== 'string' || typeof decimals !== 'bigint') return undefined
    return { symbol, name: typeof name === 'string' ? name : symbol, decimals: Number(decimals) }
  }
}
