import { Interface } from 'ethers'
import type { DkConverterTerms, ExchangeChainReads } from '../../ports/ExchangeChainReads'
import type { JsonRpc } from '../../ports/JsonRpc'

const converter = new Interface([
  'function DKaddr() view returns (address)',
  'function DK2addr() view returns (address)',
  'function ConvertBaseNumber() view returns (uint256)',
  'function getDkFee() view returns (uint256)',
  'function minDk() view returns (uint128)',
  'function minDk2() view returns (uint128)',
])
const investment = new Interface([
  'function withdrawalCount(address account) view returns (uint256)',
  'function closeTime() view returns (uint256)',
  'function investmentMax() view returns (uint256)',
  'function totalInvestment() view returns (uint256)',
  'function totalWithdrawals() view returns (uint256)',
])

/** ExchangeChainReads over each chain's JSON-RPC endpoint: one `eth_call` per view at the latest block, sent together. */
export class RpcExchangeChainReads implements ExchangeChainReads {
  constructor(private readonly rpcs: ReadonlyMap<number, JsonRpc>) {}

  async dkConverterTerms(chainId: number, contract: string): Promise<DkConverterTerms> {
    const [dk, dk2, baseNumber, feeBps, minimumDk, minimumDk2] = await Promise.all(
      ['DKaddr', 'DK2addr', 'ConvertBaseNumber', 'getDkFee', 'minDk', 'minDk2'].map((name) =>
        this.call(chainId, contract, converter, name, []),
      ),
    )
    return {
      dk: String(dk).toLowerCase(),
      dk2: String(dk2).toLowerCase(),
      baseNumber: BigInt(baseNumber as bigint),
      feeBps: Number(feeBps),
      minimumDk: BigInt(minimumDk as bigint),
      minimumDk2: BigInt(minimumDk2 as bigint),
    }
  }

  async withdrawalCount(chainId: number, contract: string, account: string): Promise<number> {
    return Number(await this.call(chainId, contract, investment, 'withdrawalCount', [account]))
  }

  async investmentTerms(chainId: number, contract: string) {
    const [closeTime, investmentMax, totalInvestment, totalWithdrawals] = await Promise.all(
      ['closeTime', 'investmentMax', 'totalInvestment', 'totalWithdrawals'].map((name) =>
        this.call(chainId, contract, investment, name, []),
      ),
    )
    return {
      closeTime: Number(closeTime),
      investmentMax: BigInt(investmentMax as bigint),
      totalInvestment: BigInt(totalInvestment as bigint),
      totalWithdrawals: BigInt(totalWithdrawals as bigint),
    }
  }

  private async call(chainId: number, to: string, abi: Interface, name: string, args: unknown[]): Promise<unknown> {
    const rpc = this.rpcs.get(chainId)
    if (!rpc) throw new Error(`No RPC endpoint for chain ${chainId}`)
    const result: string = await rpc.send('eth_call', [{ to, data: abi.encodeFunctionData(name, args) }, 'latest'])
    return abi.decodeFunctionResult(name, result)[0]
  }
}
