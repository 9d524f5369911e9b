import type { RewardsPaid } from '../../ports/RewardsPaid'
import { FomoRewardDistributor__factory } from '../contracts/generated/factories/FomoRewardDistributor__factory'
import type { Multicall } from './Multicall'

const distributor = FomoRewardDistributor__factory.createInterface()

/** RewardsPaid through the Multicall port: one `getDistributeReward` per token, in the block's batch (the web app). */
export class MulticallRewardsPaid implements RewardsPaid {
  constructor(private readonly multicall: Multicall) {}

  /** @throws Error when the distributor cannot be read: a claim must not guess what was paid. */
  async paidOf(chainId: number, contract: string, account: string, tokens: readonly string[]): Promise<bigint[]> {
    const answers = await this.multicall.read(
      chainId,
      tokens.map((token) => ({
        address: contract,
        callData: distributor.encodeFunctionData('getDistributeReward', [account, token]),
      })),
    )
    return answers.map(({ data }, i) => {
      if (data === null) throw new Error(`Could not read getDistributeReward of ${tokens[i]} at ${contract}`)
      return distributor.decodeFunctionResult('getDistributeReward', data)[0] as bigint
    })
  }
}
