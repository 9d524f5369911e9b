import { JsonRpcProvider, Network, NonceManager, Wallet } from 'ethers'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { SEED_GAME_PLAYERS } from './bountySeedPlan'
import { devAccounts } from './devAccounts'
import { recordGameRounds } from './recordGameRounds'

const DAY = 86_400

/**
 * Records `count` more game rounds on a running devnet chain for the seeded tree's players, as the deployer (the
 * game operator), betting the record's bet token: on each of `days` days, moving the chain's clock a day forward
 * between the batches (as `--advance 1d`), so the rounds fall on successive UTC days. Resolves with the last batch's
 * block and the rounds recorded.
 */
export async function addDevnetGameRounds(
  record: DeploymentRecord & { contracts: { gameRecords: string }; bounty: { betToken?: string } },
  count: number,
  days = 1,
): Promise<{ block: number; rounds: number }> {
  // no cached block number: each batch's round numbers start at the block it is sent in
  const provider = new JsonRpcProvider(record.rpcUrl, Network.from(record.chainId), {
    staticNetwork: true,
    cacheTimeout: -1,
  })
  try {
    const accounts = devAccounts()
    const operator = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
    const plan = {
      gameRecords: record.contracts.gameRecords,
      players: SEED_GAME_PLAYERS.map((index) => accounts[index]!.address),
      token: record.bounty.betToken ?? record.tokens.find((token) => token.symbol === 'USDT')!.address,
      count,
    }
    let last = await recordGameRounds(operator, plan)
    for (let day = 1; day < days; day++) {
      await provider.send('evm_increaseTime', [DAY])
      await provider.send('evm_mine', [])
      last = await recordGameRounds(operator, plan)
    }
    return { block: last.block, rounds: count * days }
  } finally {
    provider.destroy()
  }
}
