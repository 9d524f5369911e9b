import type { TokenAllowances } from '../../ports/TokenAllowances'
import { IERC20Minimal__factory } from '../contracts/generated'
import { decodeAnswer } from './decodeAnswer'
import type { Multicall } from './Multicall'

const erc20 = IERC20Minimal__factory.createInterface()

/** TokenAllowances through the Multicall port: the `allowance` read joins the block's batch. */
export class MulticallTokenAllowances implements TokenAllowances {
  constructor(private readonly multicall: Multicall) {}

  async allowanceOf(chainId: number, token: string, owner: string, spender: string): Promise<bigint | undefined> {
    const [answer] = await this.multicall.read(chainId, [
      { address: token, callData: erc20.encodeFunctionData('allowance', [owner, spender]) },
    ])
    if (!answer) return undefined
    return decodeAnswer(answer.data, (data) => erc20.decodeFunctionResult('allowance', data)[0] as bigint)
  }
}
