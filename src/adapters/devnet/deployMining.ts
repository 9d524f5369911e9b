import { type JsonRpcProvider, parseEther, type Signer } from 'ethers'
import type { DeployedPair } from '../../domain/deployment/DeploymentRecord'
import {
  DevToken__factory,
  FomoCapitalPool__factory,
  FomoLPMining__factory,
  FomoRewardDistributor__factory,
} from '../contracts/generated'
import {
  CAPITAL_OPTIONS,
  CAPITAL_TOKENS,
  DISTRIBUTOR_DAILY_CAP,
  DISTRIBUTOR_FUND,
  MINING_EMISSION_PER_SECOND,
  MINING_LOCK_OPTIONS,
  MINING_REWARD_TOKEN,
  SEED_PLEDGES,
} from './miningSeedPlan'
import type { ProgrammeDeployPlan } from './programmeDeployPlan'
import { seedPledges } from './seedPledges'
import { deployed, mined } from './seedTransactions'

/** Where the programme contracts went. */
export interface DeployedMining {
  lpMining: string
  rewardDistributor: string
  capitalPool: string
}

/**
 * Deploys LP mining, the reward distributor and the capital pool, opens a mining pool for every pair (emission in
 * AURA, the devnet's lock options), funds the distributor with AURA under a daily cap, lists the capital pool's tokens
 * and options, and has dev accounts 1–3 pledge LP the deployer hands them (so their wallets' LP is unchanged) on
 * demand and for fixed terms, so that the screens have data. The distributor trusts `signer` (the server's key).
 */
export async function deployMining(
  deployer: Signer,
  provider: JsonRpcProvider,
  plan: Pick<ProgrammeDeployPlan, 'accounts' | 'signer' | 'tokens'> & { pairs: readonly DeployedPair[] },
): Promise<DeployedMining> {
  const admin = await deployer.getAddress()
  const mining = await deployed(new FomoLPMining__factory(deployer).deploy(admin))
  const distributor = await deployed(new FomoRewardDistributor__factory(deployer).deploy(admin, plan.signer))
  const capital = await deployed(new FomoCapitalPool__factory(deployer).deploy(admin))
  const [miningAddress, distributorAddress] = [await mining.getAddress(), await distributor.getAddress()]
  const reward = plan.tokens.get(MINING_REWARD_TOKEN)!

  const sent: Promise<void>[] = []
  for (const pair of plan.pairs) {
    sent.push(mined(await mining.addPool(pair.address, reward, parseEther(MINING_EMISSION_PER_SECOND))))
    for (const option of MINING_LOCK_OPTIONS) {
      sent.push(mined(await mining.setLockOption(pair.address, option.days, option.weight, option.energyRatio)))
    }
  }
  const aura = DevToken__factory.connect(reward, deployer)
  sent.push(mined(await aura.mint(distributorAddress, parseEther(DISTRIBUTOR_FUND))))
  sent.push(mined(await distributor.setDailyCap(reward, parseEther(DISTRIBUTOR_DAILY_CAP))))
  for (const symbol of CAPITAL_TOKENS) sent.push(mined(await capital.setToken(plan.tokens.get(symbol)!, true)))
  for (const option of CAPITAL_OPTIONS) {
    sent.push(mined(await capital.setDepositOption(option.option, option.termDays, true)))
  }
  await Promise.all(sent)

  await seedPledges(deployer, provider, { ...plan, lpMining: miningAddress }, SEED_PLEDGES)
  return { lpMining: miningAddress, rewardDistributor: distributorAddress, capitalPool: await capital.getAddress() }
}
