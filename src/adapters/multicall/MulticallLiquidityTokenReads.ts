import { FomoError } from '../../domain/errors/FomoError'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { FomoPair__factory } from '../contracts/generated'
import type { Multicall } from './Multicall'

const pairInterface = FomoPair__factory.createInterface()

/** LP-token reads through the Multicall port. */
export class MulticallLiquidityTokenReads implements LiquidityTokenReads {
  constructor(private readonly multicall: Multicall) {}

  async totalSupplies(chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]> {
    const callData = pairInterface.encodeFunctionData('totalSupply')
    const answers = await this.multicall.read(
      chainId,
      pairs.map((address) => ({ address, callData })),
    )
    return answers.map(({ data }) =>
      data === null ? undefined : (pairInterface.decodeFunctionResult('totalSupply', data)[0] as bigint),
    )
  }

  async permitNonce(chainId: number, pair: string, owner: string): Promise<bigint> {
    const [answer] = await this.multicall.read(chainId, [
      { address: pair, callData: pairInterface.encodeFunctionData('nonces', [owner]) },
    ])
    if (!answer || answer.data === null) throw new FomoError(`Could not read the permit nonce of ${owner} on ${pair}.`)
    return pairInterface.decodeFunctionResult('nonces', answer.data)[0] as bigint
  }
}
