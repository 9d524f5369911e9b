import { parseEther, type Signer } from 'ethers'
import type { DeployedBounty } from '../../domain/deployment/DeploymentRecord'
import { DevToken__factory, FomoGameRecords__factory, FomoPrizePool__factory } from '../contracts/generated'
import {
  BOUNTY_BET_TOKEN,
  BOUNTY_REWARD_TOKEN,
  BOUNTY_TERMS,
  PRIZE_POOL_FUND,
  SEED_GAME_PLAYERS,
  SEED_GAME_ROUNDS,
} from './bountySeedPlan'
import type { ProgrammeDeployPlan } from './programmeDeployPlan'
import { recordGameRounds } from './recordGameRounds'
import { deployed, mined } from './seedTransactions'

/** Where the bounty contracts went, and the bounty block of the deployment record. */
export interface DeployedBountyContracts {
  contracts: { gameRecords: string; prizePool: string }
  bounty: DeployedBounty
}

/**
 * Deploys FomoGameRecords (the deployer is its game operator) and FomoPrizePool (paying prizes into the chain's reward
 * distributor), funds the pool with AURA, and records SEED_GAME_ROUNDS rounds of both games for the seeded invitation
 * tree's players; returns the addresses and the bounty terms (bountySeedPlan) for the record.
 */
export async function deployBounty(
  deployer: Signer,
  plan: Pick<ProgrammeDeployPlan, 'accounts' | 'tokens'> & { rewardDistributor: string },
): Promise<DeployedBountyContracts> {
  const admin = await deployer.getAddress()
  const records = await deployed(new FomoGameRecords__factory(deployer).deploy(admin))
  const pool = await deployed(new FomoPrizePool__factory(deployer).deploy(admin, plan.rewardDistributor))
  const [gameRecords, prizePool] = [await records.getAddress(), await pool.getAddress()]
  const reward = plan.tokens.get(BOUNTY_REWARD_TOKEN)!
  const betToken = plan.tokens.get(BOUNTY_BET_TOKEN)!
  const aura = DevToken__factory.connect(reward, deployer)
  await mined(await aura.mint(admin, parseEther(PRIZE_POOL_FUND)))
  await mined(await aura.approve(prizePool, parseEther(PRIZE_POOL_FUND)))
  await mined(await pool.fund(reward, parseEther(PRIZE_POOL_FUND)))
  await recordGameRounds(deployer, {
    gameRecords,
    players: SEED_GAME_PLAYERS.map((index) => plan.accounts[index]!.address),
    token: betToken,
    count: SEED_GAME_ROUNDS,
  })
  const wei = (whole: string) => parseEther(whole).toString()
  const bounty: DeployedBounty = {
    nodeTeam: BOUNTY_TERMS.nodeTeam,
    nodeDirectPeople: BOUNTY_TERMS.nodeDirectPeople,
    nodeDirectBet: wei(BOUNTY_TERMS.nodeDirectBet),
    betToken,
    dailyPool: { token: reward, amount: wei(BOUNTY_TERMS.dailyPool) },
    weights: { ...BOUNTY_TERMS.weights },
    lpExtRewardBps: BOUNTY_TERMS.lpExtRewardBps,
    inviteTasks: BOUNTY_TERMS.inviteTasks.map((task) => ({
      id: task.id,
      invites: task.invites,
      reward: { token: reward, amount: wei(task.reward) },
    })),
  }
  return { contracts: { gameRecords, prizePool }, bounty }
}
