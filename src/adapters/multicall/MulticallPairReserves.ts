import type { Multicall } from '../../ports/Multicall'
import type { PairReserves, Reserves } from '../../ports/PairReserves'
import { IFomoPair__factory } from '../contracts/generated'

const pairInterface = IFomoPair__factory.createInterface()
const GET_RESERVES = pairInterface.encodeFunctionData('getReserves')

/** PairReserves through the Multicall port: one `getReserves` call per pair, all in the block's batch. */
export class MulticallPairReserves implements PairReserves {
  constructor(private readonly multicall: Multicall) {}

  async reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]> {
    const answers = await this.multicall.read(
      chainId,
      pairs.map((address) => ({ address, callData: GET_RESERVES })),
    )
    return answers.map(({ data }) => {
      if (data === null) return null
      try {
        const [reserve0, reserve1] = pairInterface.decodeFunctionResult('getReserves', data) as unknown as [
          bigint,
          bigint,
        ]
        return { reserve0, reserve1 }
      } catch {
        return null
      }
    })
  }
}
