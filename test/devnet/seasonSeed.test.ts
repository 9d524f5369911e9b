import { parseEther, verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FomoLPMining__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
} from '../../src/adapters/contracts/generated'
import { DEVNET_SIGNER_ACCOUNT, devAccounts } from '../../src/adapters/devnet/devAccounts'
import { SEED_PLEDGES } from '../../src/adapters/devnet/miningSeedPlan'
import {
  SEASON_DIFFUSED_BPS,
  SEASON_DIRECT_BPS,
  SEASON_EXTEND_REWARD_BPS,
  SEASON_FUND,
  SEASON_LENGTH_SECONDS,
  SEASON_NFT1_ASK,
  SEASON_NFT2_ASK,
  SEED_INVITATIONS,
  SEED_SEASON_PAYEES,
  SEED_SEASON_PLEDGES,
} from '../../src/adapters/devnet/seasonSeedPlan'
import { inviteMessage } from '../../src/domain/invite/inviteMessage'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

describe.each([128, 56])('the seeded seasons of chain %i', (chainId) => {
  const accounts = devAccounts()

  it('opens season 1 for a week with its asks, rules and AURA fund, paid into the reward distributor', async () => {
    const { record, provider } = devnet.chain(chainId)
    const seasons = FomoSeasons__factory.connect(record.contracts.seasons!, provider)
    expect(await seasons.distributor()).toBe(record.contracts.rewardDistributor)
    expect(await seasons.currentSeason()).toBe(1n)
    const [endTime, nft1Ask, nft2Ask] = await seasons.season(1)
    const [startTime, direct, diffused, extend] = await seasons.seasonRules(1)
    // a week from the block the seed read before sending: the opening's own block may come a second or two later
    const length = Number(endTime - startTime)
    expect(length).toBeLessThanOrEqual(SEASON_LENGTH_SECONDS)
    expect(length).toBeGreaterThan(SEASON_LENGTH_SECONDS - 10)
    expect([nft1Ask, nft2Ask]).toEqual([parseEther(SEASON_NFT1_ASK), parseEther(SEASON_NFT2_ASK)])
    expect([direct, diffused, extend].map(Number)).toEqual([
      SEASON_DIRECT_BPS,
      SEASON_DIFFUSED_BPS,
      SEASON_EXTEND_REWARD_BPS,
    ])
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address
    expect(await seasons.fundOf(1, aura)).toBe(parseEther(SEASON_FUND))
  })

  it('deploys the title NFT trusting the devnet server key', async () => {
    const { record, provider } = devnet.chain(chainId)
    const titles = FomoTitleNFT__factory.connect(record.contracts.titleNft!, provider)
    expect(await titles.getFunction('signer')()).toBe(accounts[DEVNET_SIGNER_ACCOUNT]!.address)
  })

  it('records the invitation tree, each binding signed by its invitee, before accounts 4 and 5 pledge', async () => {
    const { record, provider } = devnet.chain(chainId)
    const invitations = record.invitations ?? []
    expect(invitations.map((i) => [i.invitee, i.inviter])).toEqual(
      SEED_INVITATIONS.map((seed) => [
        accounts[seed.invitee]!.address.toLowerCase(),
        accounts[seed.inviter]!.address.toLowerCase(),
      ]),
    )
    for (const invitation of invitations) {
      expect(invitation.chainId).toBe(chainId)
      expect(verifyMessage(inviteMessage(invitation), invitation.signature).toLowerCase()).toBe(invitation.invitee)
    }
    const mining = FomoLPMining__factory.connect(record.contracts.lpMining!, provider)
    for (const pledge of SEED_SEASON_PLEDGES) {
      const events = await mining.queryFilter(mining.filters.Deposited(accounts[pledge.account]!.address))
      expect(events).toHaveLength(1)
      const block = await provider.getBlock(events[0]!.blockNumber)
      expect(block!.timestamp).toBeGreaterThanOrEqual(invitations[0]!.time)
    }
  })

  it('seeds two accounts past the adventurer’s ask, outside the tree, alone in their pools', async () => {
    const { record, provider } = devnet.chain(chainId)
    const mining = FomoLPMining__factory.connect(record.contracts.lpMining!, provider)
    const seasons = FomoSeasons__factory.connect(record.contracts.seasons!, provider)
    const [endTime, nft1Ask, nft2Ask] = await seasons.season(1)
    const tree = new Set(SEED_INVITATIONS.flatMap((seed) => [seed.invitee, seed.inviter]))
    expect(SEED_SEASON_PAYEES).toHaveLength(2)
    for (const payee of SEED_SEASON_PAYEES) {
      expect(tree.has(payee.account)).toBe(false)
      const others = [...SEED_PLEDGES, ...SEED_SEASON_PLEDGES].filter((p) => p.a === payee.a && p.b === payee.b)
      expect(others).toEqual([])
      const [deposit] = await mining.queryFilter(mining.filters.Deposited(accounts[payee.account]!.address))
      expect(deposit).toBeDefined()
      expect(deposit!.args.lockDays).toBe(0n) // on demand: 1x, for the whole rest of the season
      const pledged = (await provider.getBlock(deposit!.blockNumber))!.timestamp
      // LP × days to the end: the energy it earns in season 1, in wei of energy
      const energy = (deposit!.args.amount * (endTime - BigInt(pledged))) / 86_400n
      expect(energy).toBeGreaterThan(nft1Ask)
      expect(energy).toBeLessThan(nft2Ask)
    }
  })
})
