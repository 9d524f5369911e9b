import type { Multicall } from '../../ports/Multicall'
import type { TokenBalances } from '../../ports/TokenBalances'
import { IERC20Minimal__factory } from '../contracts/generated/factories/IERC20Minimal__factory'

const erc20 = IERC20Minimal__factory.createInterface()

/** TokenBalances through the Multicall port: one `balanceOf` call per token, all in the block's batch. */
export class MulticallTokenBalances implements TokenBalances {
  constructor(private readonly multicall: Multicall) {}

  async balancesOf(chainId: number, owner: string, tokens: readonly string[]): Promise<(bigint | undefined)[]> {
    const callData = erc20.encodeFunctionData('balanceOf', [owner])
    const answers = await this.multicall.read(
      chainId,
      tokens.map((address) => ({ address, callData })),
    )
    return answers.map(({ data }) => {
      if (data === null) return undefined
      try {
        return erc20.decodeFunctionResult('balanceOf', data)[0] as bigint
      } catch {
        return undefined
      }
    })
  }
}
