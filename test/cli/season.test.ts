import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { freePort } from '../support/freePort'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  // the server imports the seeded invitation tree from the records it is given
  harness = await startHarness({ server: { mode: 'listening' } })
  // an hour of the season passes on both chains, so every pledge has earned energy by the indexed head
  for (const chainId of [128, 56]) {
    await harness.chain(chainId).provider.send('evm_increaseTime', [3600])
    await harness.chain(chainId).provider.send('evm_mine', [])
  }
  await harness.waitUntilIndexed()
})
afterAll(() => harness?.close())

const address = (index: number) => devAccounts()[index]!.address.toLowerCase()
const fomo = (chainId: number, ...args: string[]) => harness.json(['--chain', `${chainId}`, ...args])
const withApi = () => ['--api', harness.url]
const api = async (path: string) => ((await (await fetch(`${harness.url}${path}`)).json()) as { data: never }).data

describe('fomo season and fomo invite link', () => {
  it('status: the season number, its end and countdown, my energy, the asks and the title states', async () => {
    for (const chainId of [128, 56]) {
      const run = await fomo(chainId, 'season', 'status', '--account', '1', ...withApi())
      expect(run.code, run.stderr).toBe(0)
      const served = (await api(`/api/get-season-data/${address(1)}?chainId=${chainId}`)) as Record<string, unknown>
      expect(run.body).toMatchObject({
        chainId,
        account: address(1),
        seasonNumber: 1,
        endTime: served.end_time,
        energy: String(served.energy),
        nft1Ask: (1000n * 10n ** 18n).toString(),
        nft2Ask: (10_000n * 10n ** 18n).toString(),
        extendReward: 1000,
        countdown: { phase: 'running' },
        titles: [
          { tier: 1, name: 'adventurer', state: served.nft1_state, canClaim: false },
          { tier: 2, name: 'explorer', state: served.nft2_state, canClaim: false },
        ],
      })
      expect(BigInt(run.body.energy)).toBeGreaterThan(0n)
      // the season opened for a week at deployment: under 7 days left
      expect(run.body.countdown.secondsLeft).toBeGreaterThan(6 * 86_400)
      expect(run.body.countdown.secondsLeft).toBeLessThanOrEqual(7 * 86_400)
    }
    const human = await harness.run(['--chain', '128', 'season', 'status', '--address', address(1), ...withApi()])
    expect(human.code, human.stderr).toBe(0)
    expect(human.stdout).toMatch(
      /^Season 1 on chain 128: ends \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(in 6d \d\d:\d\d:\d\d\)$/m,
    )
    expect(human.stdout).toContain('adventurer title: needs 1000, ')
    expect(human.stdout).toContain('explorer title: needs 10000, not reached')
    expect(human.stdout).toContain('Fund: 50000 AURA')
  })

  it('friends: the direct friends, --diffused their friends, paged', async () => {
    const direct = await fomo(128, 'season', 'friends', '--account', '1', ...withApi())
    expect(direct.code, direct.stderr).toBe(0)
    expect(direct.body).toMatchObject({ kind: 3, directCount: 2, count: 2, page: 1, hasMore: false })
    expect(direct.body.list.map((row: { relatedAddr: string }) => row.relatedAddr).sort()).toEqual(
      [address(2), address(3)].sort(),
    )
    const two = direct.body.list.find((row: { relatedAddr: string }) => row.relatedAddr === address(2))
    expect(two).toMatchObject({ pledgeAmount: (10n * 10n ** 18n).toString(), pledgeDay: 7, lockType: 'regular' })
    expect(BigInt(two.amount)).toBeGreaterThan(0n)

    const diffused = await fomo(128, 'season', 'friends', '--diffused', '--account', '1', ...withApi())
    expect(diffused.body).toMatchObject({ kind: 4, count: 1, list: [{ relatedAddr: address(4), lockType: 'demand' }] })
    const beyond = await harness.run([
      '--chain',
      '128',
      'season',
      'friends',
      '--page',
      '2',
      '--account',
      '1',
      ...withApi(),
    ])
    expect(beyond.stdout).toContain('No data')
    const leaf = await fomo(128, 'season', 'friends', '--address', address(5), ...withApi())
    expect(leaf.body).toMatchObject({ directCount: 0, count: 0, list: [] })
  })

  it('energy: the superior, my season energy and the log, newest first', async () => {
    const run = await fomo(128, 'season', 'energy', '--account', '2', ...withApi())
    expect(run.code, run.stderr).toBe(0)
    const served = (await api(`/api/get-season-energy-log/${address(2)}?chainId=128`)) as {
      oneself_season_energy: string
      count: number
      list: { content: string }[]
    }
    expect(run.body).toMatchObject({
      parentName: address(1),
      oneselfSeasonEnergy: String(served.oneself_season_energy),
      count: served.count,
    })
    expect(run.body.list).toEqual(
      served.list.map((item) => {
        const content = JSON.parse(item.content)
        return { type: content.type, changeAmount: content.change_amount, season: 1, time: content.time }
      }),
    )
    expect(run.body.list.length).toBeGreaterThan(0)
    const top = await fomo(128, 'season', 'energy', '--account', '1', ...withApi())
    expect(top.body.parentName).toBeNull()
  })

  it('invite link: the swap URL with the account as paddr', async () => {
    const run = await fomo(128, 'invite', 'link', '--account', '1')
    expect(run.body).toEqual({ address: address(1), link: `http://127.0.0.1:8787/#/swap?paddr=${address(1)}` })
    const elsewhere = await harness.run([
      '--chain',
      '128',
      'invite',
      'link',
      '--address',
      address(3),
      '--app',
      'https://fomo.example/app/',
    ])
    expect(elsewhere.stdout.trim()).toBe(`https://fomo.example/app/#/swap?paddr=${address(3)}`)
  })

  it('says clearly what is wrong: no account, a bad address, no server', async () => {
    const none = await fomo(128, 'season', 'status', ...withApi())
    expect([none.code, none.body.error.name]).toEqual([1, 'AccountRequiredError'])
    expect(none.body.error.message).toContain('--address')
    const bad = await harness.run(['--chain', '128', 'season', 'friends', '--address', '0x123', ...withApi()])
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringContaining('"0x123" is not an address')])
    const down = `http://127.0.0.1:${await freePort()}`
    const unreachable = await fomo(128, 'season', 'energy', '--account', '1', '--api', down)
    expect([unreachable.code, unreachable.body.error.name]).toEqual([1, 'ApiUnreachableError'])
    expect(unreachable.body.error.message).toContain(down)
  })
})
