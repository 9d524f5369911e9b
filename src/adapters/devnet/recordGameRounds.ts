import { parseEther, type Signer } from 'ethers'
import { FomoGameRecords__factory } from '../contracts/generated'
import { mined } from './seedTransactions'

/**
 * Records `count` game rounds on the devnet's FomoGameRecords as its operator: the players take turns, each playing
 * yin-yang (2) and five-elements (5) in turn, betting 10 to 49 whole `token`. Round numbers start at the current block
 * number × 1,000, so a later call never repeats one (the contract refuses a duplicate). Resolves with the rounds'
 * block.
 */
export async function recordGameRounds(
  operator: Signer,
  plan: { gameRecords: string; players: readonly string[]; token: string; count: number },
): Promise<{ block: number; rounds: number }> {
  const records = FomoGameRecords__factory.connect(plan.gameRecords, operator)
  const provider = operator.provider
  if (!provider) throw new Error('recordGameRounds needs a signer connected to the devnet')
  const first = BigInt(await provider.getBlockNumber()) * 1_000n
  const rounds = Array.from({ length: plan.count }, (_, i) => ({
    player: plan.players[Math.floor(i / 2) % plan.players.length]!,
    gameType: i % 2 === 0 ? 2 : 5,
    token: plan.token,
    bet: parseEther(String(10 + ((i * 7) % 40))),
    round: first + BigInt(i),
  }))
  const response = await records.recordRounds(rounds)
  await mined(response)
  const receipt = await response.wait()
  return { block: receipt?.blockNumber ?? 0, rounds: rounds.length }
}
