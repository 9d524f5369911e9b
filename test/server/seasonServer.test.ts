import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoSeasons__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import {
  SEASON_FUND,
  SEASON_NFT1_ASK,
  SEASON_NFT2_ASK,
  SEED_INVITATIONS,
} from '../../src/adapters/devnet/seasonSeedPlan'
import { readMiningEvents } from '../../src/adapters/indexer/readMiningEvents'
import { readSeasonEvents } from '../../src/adapters/indexer/readSeasonEvents'
import { advanceEnergyLedger, applyEnergyEvents } from '../../src/domain/season/applyEnergyEvents'
import { EnergyLedger } from '../../src/domain/season/EnergyLedger'
import type { InvitationBound } from '../../src/domain/season/SeasonEvent'
import { sendSwaps } from '../adapters/indexer/support/pairTraffic'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
const CHAINS = [128, 56] as const

/**
 * The seeded season through the server on a fork of both devnet chains: the invitation tree the records carry is
 * imported, and after three days each tree account's energy, log and friends through the API equal an energy ledger
 * rebuilt from the chain's own logs and the bindings, on each chain.
 */
describe('the seeded season through the server', () => {
  let harness: Harness
  const accounts = devAccounts().map((account) => account.address.toLowerCase())

  beforeAll(async () => {
    harness = await startHarness({
      // three days pass before the server's first pass
      beforeServer: async (devnet) => {
        for (const chainId of CHAINS) {
          await devnet.chain(chainId).provider.send('evm_increaseTime', [3 * DAY])
          await devnet.chain(chainId).provider.send('evm_mine', [])
        }
      },
      server: { mode: 'composed' },
    })
  })
  afterAll(() => harness?.close())

  const get = async (url: string) => {
    const response = await harness.get(url)
    expect(response.status, url).toBe(200)
    return response.body.data
  }

  /** The server imports the tree from the records in chain order: chain 128's copy (with its times) is the one bound. */
  const bindings = (): InvitationBound[] =>
    harness
      .chain(128)
      .record.invitations!.map(({ invitee, inviter, time }) => ({ kind: 'invitationBound', invitee, inviter, time }))

  /** What `fomo season verify` would compute: the chain's mining and season logs and the bindings, at `head`. */
  async function ledgerFromChain(chainId: number, head: number): Promise<EnergyLedger> {
    const { record, provider } = harness.chain(chainId)
    const block = (await provider.getBlock(head))!
    const [mining, seasons] = await Promise.all([
      readMiningEvents(provider, chainId, record.contracts.lpMining!, record.startBlock, head),
      readSeasonEvents(provider, chainId, record.contracts.seasons!, record.startBlock, head),
    ])
    const events = [...mining, ...seasons].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
    const ledger = new EnergyLedger()
    const tree = bindings().sort((a, b) => a.time - b.time)
    advanceEnergyLedger(ledger, block.timestamp, tree, applyEnergyEvents(ledger, events, tree, 0))
    return ledger
  }

  it.each(CHAINS)('shows chain %i’s season with each tree account’s energy equal to the chain’s', async (chainId) => {
    await harness.waitUntilIndexed()
    const seasons = FomoSeasons__factory.connect(
      harness.chain(chainId).record.contracts.seasons!,
      harness.chain(chainId).provider,
    )
    const [endTime] = await seasons.season(1)
    const first = await get(`/api/get-season-data/${accounts[1]}?chainId=${chainId}`)
    const reference = await ledgerFromChain(chainId, first.indexed_block)
    expect(first).toMatchObject({
      season_number: 1,
      end_time: Number(endTime),
      nft1_ask: parseEther(SEASON_NFT1_ASK).toString(),
      nft2_ask: parseEther(SEASON_NFT2_ASK).toString(),
      direct_bps: 2_000,
      diffused_bps: 1_000,
      fund: [{ symbol: 'AURA', amount: parseEther(SEASON_FUND).toString() }],
    })
    for (const index of [1, 2, 3, 4, 5]) {
      const data = await get(`/api/get-season-data/${accounts[index]}?chainId=${chainId}`)
      expect(data.indexed_block).toBe(first.indexed_block)
      const energy = reference.energyOf(accounts[index]!)
      expect(
        [data.own_energy, data.direct_energy, data.diffused_energy, data.energy].map(BigInt),
        `account ${index}`,
      ).toEqual([energy.own, energy.direct, energy.diffused, energy.total])
      expect(data.nft1_state).toBe(energy.total >= parseEther(SEASON_NFT1_ASK) ? 1 : 0)

      const log = await get(`/api/get-season-energy-log/${accounts[index]}?chainId=${chainId}&page=1`)
      const entries = reference.energyLog(accounts[index]!).reverse()
      const inviter = SEED_INVITATIONS.find((seed) => seed.invitee === index)
      expect(log).toMatchObject({
        parent_name: inviter ? accounts[inviter.inviter] : null,
        oneself_season_energy: energy.total.toString(),
        count: entries.length,
      })
      expect(log.list.map((item: { content: string }) => JSON.parse(item.content))).toEqual(
        entries
          .slice(0, 10)
          .map((e) => ({ type: e.type, change_amount: e.amount.toString(), season: 1, time: e.time })),
      )
    }
    // every level of the tree earns: 1 from its direct (2, 3) and diffused (4) friends, 2 from 4 and from 5, 4 from 5
    const energy = (index: number) => reference.energyOf(accounts[index]!)
    expect([1, 2, 4].map((index) => energy(index).direct > 0n)).toEqual([true, true, true])
    expect([1, 2].map((index) => energy(index).diffused > 0n)).toEqual([true, true])
    expect(energy(3).direct + energy(5).direct).toBe(0n)
  })

  it('lists account 1’s direct and diffused friends with their pledges and contributed courage', async () => {
    await harness.waitUntilIndexed()
    const direct = await get(`/api/get-season-my-invite-sum/3/${accounts[1]}?chainId=128`)
    expect(direct).toMatchObject({ direct_count: 2, count: 2 })
    const pledges = Object.fromEntries(
      direct.list.map((row: { related_addr: string; pledge_amount: string }) => [row.related_addr, row.pledge_amount]),
    )
    expect(pledges).toEqual({
      [accounts[2]!]: parseEther('10').toString(),
      [accounts[3]!]: parseEther('12').toString(),
    })
    // 2 locks 10 LP for 7 days; 3 holds 10 on demand and locks 2 for 90 days
    const locks = Object.fromEntries(
      direct.list.map((row: { related_addr: string; pledge_day: number; lockType: string }) => [
        row.related_addr,
        [row.pledge_day, row.lockType],
      ]),
    )
    expect(locks).toEqual({ [accounts[2]!]: [7, 'regular'], [accounts[3]!]: [90, 'regular'] })
    const head = (await get(`/api/get-season-data/${accounts[1]}?chainId=128`)).indexed_block
    const reference = await ledgerFromChain(128, head)
    for (const row of direct.list) {
      expect(BigInt(row.amount)).toBe((reference.energyOf(row.related_addr).own * 2_000n) / 10_000n)
    }
    const amounts = direct.list.map((row: { amount: string }) => BigInt(row.amount))
    expect(amounts[0]).toBeGreaterThanOrEqual(amounts[1])

    const diffused = await get(`/api/get-season-my-invite-sum/4/${accounts[1]}?chainId=128&page=1`)
    expect(diffused).toMatchObject({ direct_count: 2, count: 1 })
    expect(diffused.list[0]).toMatchObject({
      related_addr: accounts[4],
      inviter: accounts[2],
      pledge_amount: parseEther('8').toString(),
      pledge_day: 0,
      lockType: 'demand',
      amount: ((reference.energyOf(accounts[4]!).own * 1_000n) / 10_000n).toString(),
    })
    expect((await get(`/api/get-season-my-invite-sum/4/${accounts[1]}?chainId=128&page=2`)).list).toEqual([])
    expect((await get(`/api/get-season-my-invite-sum/3/${accounts[5]}?chainId=128`)).count).toBe(0)
  })
  it('shows a friend’s trading volume in USDT: a swap it sends adds its size', async () => {
    await harness.waitUntilIndexed()
    const volumeOf = async (friend: string) => {
      const direct = await get(`/api/get-season-my-invite-sum/3/${accounts[1]}?chainId=128`)
      const row = direct.list.find((r: { related_addr: string }) => r.related_addr === friend)
      return BigInt(row.trading_volume)
    }
    const [before3, before2] = [await volumeOf(accounts[3]!), await volumeOf(accounts[2]!)]
    // account 3 sells 2 × 5 USDT for AURA: 10 USDT of volume, whichever side of the pair is valued
    await sendSwaps(harness.chain(128), { count: 2, symbols: ['USDT', 'AURA'], account: 3, amount: '5' })
    await harness.waitUntilIndexed()
    const added = (await volumeOf(accounts[3]!)) - before3
    expect(added).toBeGreaterThan(parseEther('9.5'))
    expect(added).toBeLessThan(parseEther('10.5'))
    expect(await volumeOf(accounts[2]!)).toBe(before2)
  })
})
