import { type JsonRpcProvider, parseEther, type Signer, Wallet } from 'ethers'
import type { DeployedInvitation, DeployedPair } from '../../domain/deployment/DeploymentRecord'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import { DevToken__factory, FomoSeasons__factory, FomoTitleNFT__factory } from '../contracts/generated'
import { MINING_REWARD_TOKEN } from './miningSeedPlan'
import type { ProgrammeDeployPlan } from './programmeDeployPlan'
import {
  SEASON_DIFFUSED_BPS,
  SEASON_DIRECT_BPS,
  SEASON_EXTEND_REWARD_BPS,
  SEASON_FUND,
  SEASON_LENGTH_SECONDS,
  SEASON_NFT1_ASK,
  SEASON_NFT2_ASK,
  SEED_INVITATIONS,
  SEED_INVITE_EXPIRY_SECONDS,
  SEED_SEASON_PAYEES,
  SEED_SEASON_PLEDGES,
  TITLE_IMAGE_BASE_URI,
} from './seasonSeedPlan'
import { seedPledges } from './seedPledges'
import { deployed, mined } from './seedTransactions'

/** Where the season contracts went, and the invitation tree the server is to hold. */
export interface DeployedSeasons {
  contracts: { seasons: string; titleNft: string }
  invitations: DeployedInvitation[]
}

/**
 * Deploys FomoSeasons (funds go to the chain's reward distributor; the devnet's energy shares and extend reward) and
 * FomoTitleNFT (trusting `signer`, the server's key), opens season 1 ending a week from now with its title asks and
 * funds it with AURA. Then dev accounts 2–5 sign their invitations (1 invites 2 and 3, 2 invites 4, 4 invites 5), timed
 * at the chain's current block, and accounts 4 and 5 pledge after that, so each level of the tree earns; accounts 8 and
 * 9 pledge enough for the week to pass the adventurer's ask (SEED_SEASON_PAYEES), so the season pays. Bindings are
 * a server fact (off chain): the record carries them with their signatures and the server imports them at start.
 */
export async function deploySeasons(
  deployer: Signer,
  provider: JsonRpcProvider,
  plan: ProgrammeDeployPlan & { rewardDistributor: string; lpMining: string; pairs: readonly DeployedPair[] },
): Promise<DeployedSeasons> {
  const admin = await deployer.getAddress()
  const seasons = await deployed(
    new FomoSeasons__factory(deployer).deploy(
      admin,
      plan.rewardDistributor,
      SEASON_DIRECT_BPS,
      SEASON_DIFFUSED_BPS,
      SEASON_EXTEND_REWARD_BPS,
    ),
  )
  const titles = await deployed(new FomoTitleNFT__factory(deployer).deploy(admin, plan.signer, TITLE_IMAGE_BASE_URI))
  const seasonsAddress = await seasons.getAddress()
  const opened = (await provider.getBlock('latest'))!.timestamp
  await mined(
    await seasons.openSeason(
      1,
      opened + SEASON_LENGTH_SECONDS,
      parseEther(SEASON_NFT1_ASK),
      parseEther(SEASON_NFT2_ASK),
    ),
  )
  const aura = DevToken__factory.connect(plan.tokens.get(MINING_REWARD_TOKEN)!, deployer)
  await mined(await aura.mint(admin, parseEther(SEASON_FUND)))
  await mined(await aura.approve(seasonsAddress, parseEther(SEASON_FUND)))
  await mined(await seasons.fundSeason(1, await aura.getAddress(), parseEther(SEASON_FUND)))

  const time = (await provider.getBlock('latest'))!.timestamp
  const invitations: DeployedInvitation[] = []
  for (const seed of SEED_INVITATIONS) {
    const invitee = plan.accounts[seed.invitee]!
    const terms = {
      invitee: invitee.address.toLowerCase(),
      inviter: plan.accounts[seed.inviter]!.address.toLowerCase(),
      chainId: plan.chainId,
      expiresAt: time + SEED_INVITE_EXPIRY_SECONDS,
    }
    const signature = (await new Wallet(invitee.privateKey).signMessage(inviteMessage(terms))).toLowerCase()
    invitations.push({ ...terms, signature, time })
  }
  await seedPledges(deployer, provider, plan, [...SEED_SEASON_PLEDGES, ...SEED_SEASON_PAYEES])
  return { contracts: { seasons: seasonsAddress, titleNft: await titles.getAddress() }, invitations }
}
