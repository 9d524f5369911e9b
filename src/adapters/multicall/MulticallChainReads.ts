import type { BalanceAsset } from '../../ports/BalanceAsset'
import type { ChainReads } from '../../ports/ChainReads'
import type { Reserves } from '../../ports/Reserves'
import { balanceCall } from './balanceCall'
import { decodeAnswer } from './decodeAnswer'
import type { Multicall } from './Multicall'
import { decodeReserves, decodeUint, SELECTORS } from './multicall3Codec'

/**
 * ChainReads through the Multicall batch with the hand-written Multicall3 codec (no ethers): a token's balance is its
 * `balanceOf`, the native coin's Multicall3's `getEthBalance`, so one batch reads both; reserves are `getReserves`.
 */
export class MulticallChainReads implements ChainReads {
  constructor(
    private readonly multicall: Multicall,
    /** The chain's Multicall3, asked for native-coin balances. */
    private readonly multicallAddress: (chainId: number) => string,
  ) {}

  async balancesOf(chainId: number, owner: string, assets: readonly BalanceAsset[]): Promise<(bigint | undefined)[]> {
    const calls = assets.map((asset) => balanceCall(asset, owner, this.multicallAddress(chainId)))
    const answers = await this.multicall.read(chainId, calls)
    return answers.map((answer) => decodeAnswer(answer.data, decodeUint))
  }

  async reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]> {
    const answers = await this.multicall.read(
      chainId,
      pairs.map((address) => ({ address, callData: SELECTORS.getReserves })),
    )
    return answers.map((answer) => decodeAnswer(answer.data, decodeReserves) ?? null)
  }
}
