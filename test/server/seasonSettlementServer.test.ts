import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  DevToken__factory,
  FomoLPMining__factory,
  FomoPair__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { readMiningEvents } from '../../src/adapters/indexer/readMiningEvents'
import { readSeasonEvents } from '../../src/adapters/indexer/readSeasonEvents'
import { EthersMessageVerifier } from '../../src/adapters/signer/EthersMessageVerifier'
import { verifySignedBindings } from '../../src/domain/invite/verifySignedBindings'
import type { TitleTier } from '../../src/domain/season/awardTitles'
import { recomputeSettlements } from '../../src/domain/season/recomputeSettlements'
import type { InvitationBound } from '../../src/domain/season/SeasonEvent'
import { settlementDifferences } from '../../src/domain/season/settlementDifferences'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { testServerConfig } from './support/testServerConfig'

const DAY = 86_400
const CHAIN = 128

/**
 * Season ends through the server on a fork of the devnet's chain 128: the deployer pledges its AURA/USDT LP so that it
 * reaches the asks; past season 1's end the running server settles it exactly as a recomputation from the chain's own
 * logs, the deployer claims its title by the route's voucher and its season share by the distributor's voucher; then
 * season 2, opened and funded by the operator, pays the deployer's title its extend reward.
 */
describe('season settlement through the server', () => {
  let devnet: ForkedDevnet
  let server: ComposedServer
  const deployer = devAccounts()[0]!
  const me = deployer.address.toLowerCase()

  beforeAll(async () => {
    devnet = await forkDevnet()
    server = await composeServer(
      testServerConfig({
        devnetDir: inject('seededDevnet').dir,
        chains: [CHAIN],
        rpcUrls: { [CHAIN]: devnet.chain(CHAIN).rpcUrl },
        indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 },
      }),
    )
    server.worker?.start()
  })
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
  })

  const inject_ = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.json() }
  }
  const get = async (url: string) => {
    const { status, body } = await inject_(url)
    expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200)
    return body.data
  }
  async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
    const end = Date.now() + 60_000
    for (;;) {
      const value = await read()
      if (value !== undefined) return value
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const settled = (season: number) =>
    until(async () => {
      const { status, body } = await inject_(`/api/get-season-settlement/${season}?chainId=${CHAIN}`)
      return status === 200 ? body.data : undefined
    }, `season ${season} settled`)
  const advancePast = async (time: number) => {
    const { provider } = devnet.chain(CHAIN)
    const now = (await provider.getBlock('latest'))!.timestamp
    await provider.send('evm_increaseTime', [time - now + 60])
    await provider.send('evm_mine', [])
  }

  /** What `fomo season verify` computes: the chain's own logs and the bindings the server lists, at `block`. */
  async function fromChain(block: number, bindings: InvitationBound[]) {
    const { record, provider } = devnet.chain(CHAIN)
    const [mining, seasons, head] = await Promise.all([
      readMiningEvents(provider, CHAIN, record.contracts.lpMining!, record.startBlock, block),
      readSeasonEvents(provider, CHAIN, record.contracts.seasons!, record.startBlock, block, record.contracts.titleNft),
      provider.getBlock(block),
    ])
    const events = [...mining, ...seasons].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
    return recomputeSettlements(events, bindings, head!.timestamp)
  }

  /** The route's settlement in the domain's shape. */
  function parsed(data: {
    season: number
    credits: { key: string; account: string; token: string; amount: string }[]
    titles: { account: string; tiers: TitleTier[] }[]
    bindings: { invitee: string; inviter: string; time: number }[]
  }) {
    return {
      season: data.season,
      credits: data.credits.map((c) => ({ programme: 'season', ...c, amount: BigInt(c.amount) })),
      titles: new Map(data.titles.map((t) => [t.account, t.tiers])),
      bindings: data.bindings.map((b) => ({ kind: 'invitationBound' as const, ...b })),
    }
  }

  it('settles season 1 at its end as the chain recomputes it, and the title and the share are claimed', async () => {
    const chain = devnet.chain(CHAIN)
    const signer = new Wallet(deployer.privateKey, chain.provider)
    const pair = chain.record.pairs.find((p) => {
      const symbols = [p.token0, p.token1].map((t) => chain.record.tokens.find((x) => x.address === t)?.symbol)
      return symbols.includes('AURA') && symbols.includes('USDT')
    })!
    const lp = FomoPair__factory.connect(pair.address, signer)
    const amount = await lp.balanceOf(me)
    const mining = FomoLPMining__factory.connect(chain.record.contracts.lpMining!, signer)
    await (await lp.approve(await mining.getAddress(), amount)).wait()
    await (await mining.deposit(pair.address, amount, 0)).wait()
    const seasons = FomoSeasons__factory.connect(chain.record.contracts.seasons!, signer)
    const [end1, ask1] = await seasons.season(1)
    expect(amount * 6n).toBeGreaterThan(ask1) // six days of the pledge reach the adventurer's ask
    await advancePast(Number(end1))

    const data = await settled(1)
    // every binding comes with what its invitee signed: the seeded tree verifies
    const signed = data.bindings.map((b: { chain_id: number; expires: number }) => ({
      ...b,
      chainId: b.chain_id,
      expiresAt: b.expires,
    }))
    expect(verifySignedBindings(signed, new EthersMessageVerifier())).toMatchObject({ differences: [] })
    expect(signed).toHaveLength(4)
    const server1 = parsed(data)
    const [chain1] = await fromChain(data.block, server1.bindings)
    expect(settlementDifferences(server1, chain1!)).toEqual([])
    expect(server1.titles.get(me)).toContain(1)
    const share = server1.credits.find((c) => c.account === me && c.key === 'season:1:fund')!.amount
    expect(share).toBeGreaterThan(0n)
    for (const fund of data.funds) expect(BigInt(fund.paid)).toBeLessThanOrEqual(BigInt(fund.fund))

    // the title: state 2 until minted by the route's voucher, then 3; a second voucher is refused
    expect((await get(`/api/get-season-data/${me}?chainId=${CHAIN}`)).nft1_state).toBe(2)
    const voucher = await get(`/api/draw-season-reward/${me}/1?chainId=${CHAIN}`)
    expect(voucher).toMatchObject({ nft_contract_address: chain.record.contracts.titleNft!.toLowerCase(), account: me })
    expect([voucher.season, voucher.tier]).toEqual([1, 1])
    const nft = FomoTitleNFT__factory.connect(voucher.nft_contract_address, signer)
    await (await nft.claim(voucher.season, voucher.tier, voucher.deadline, voucher.v, voucher.r, voucher.s)).wait()
    expect(await nft.hasTitle(me, 1, 1)).toBe(true)
    await until(
      async () => ((await get(`/api/get-season-data/${me}?chainId=${CHAIN}`)).nft1_state === 3 ? true : undefined),
      'the claim indexed',
    )
    expect(await inject_(`/api/draw-season-reward/${me}/1?chainId=${CHAIN}`)).toEqual({
      status: 400,
      body: { code: 400, msg: expect.stringContaining('No adventurer title to claim'), data: null },
    })
    const five = devAccounts()[5]!.address.toLowerCase()
    expect((await inject_(`/api/draw-season-reward/${five}/2?chainId=${CHAIN}`)).status).toBe(400)

    // the season share is in the distributor's voucher, beside LP mining's earnings
    const token = server1.credits.find((c) => c.account === me)!.token
    const amounts = await get(`/api/get-lp-reward-amount/${me}?token=${token}&chainId=${CHAIN}`)
    expect(BigInt(amounts.credited)).toBe(share)
    expect(BigInt(amounts.earned)).toBe(BigInt(amounts.mining_earned) + share)
    const reward = await get(`/api/draw-lp-reward/${me}/${token}?chainId=${CHAIN}`)
    expect(BigInt(reward.amounts[0])).toBeGreaterThanOrEqual(BigInt(amounts.earned))
  })

  it('pays the holders of season 1 titles the extend reward of season 2', async () => {
    const chain = devnet.chain(CHAIN)
    const signer = new Wallet(deployer.privateKey, chain.provider)
    const seasons = FomoSeasons__factory.connect(chain.record.contracts.seasons!, signer)
    const [end1, ask1, ask2] = await seasons.season(1)
    const aura = chain.record.tokens.find((t) => t.symbol === 'AURA')!.address
    const fund = 1_000n * 10n ** 18n
    await (await seasons.openSeason(2, end1 + BigInt(3 * DAY), ask1, ask2)).wait()
    await (await DevToken__factory.connect(aura, signer).approve(await seasons.getAddress(), fund)).wait()
    await (await seasons.fundSeason(2, aura, fund)).wait()
    await advancePast(Number(end1) + 3 * DAY)

    const data = await settled(2)
    const server2 = parsed(data)
    const [, chain2] = await fromChain(data.block, server2.bindings)
    expect(settlementDifferences(server2, chain2!)).toEqual([])
    // 10 % of the fund, half to the adventurer titles: the deployer holds the only one claimed
    const extend = server2.credits.filter((c) => c.key === 'season:2:extend:1')
    expect(extend).toEqual([
      { programme: 'season', key: 'season:2:extend:1', account: me, token: aura.toLowerCase(), amount: fund / 20n },
    ])
    const seasonData = await get(`/api/get-season-data/${me}?chainId=${CHAIN}`)
    expect(seasonData.nft1_before_season_reward_list).toEqual([
      { nft_reward_token: aura.toLowerCase(), reward: (fund / 20n).toString() },
    ])
    expect(seasonData.nft2_before_season_reward_list).toEqual([])
  })
})
