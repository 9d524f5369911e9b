import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { readMiningEvents } from '../../src/adapters/indexer/readMiningEvents'
import { directorsAt } from '../../src/domain/leaderboard/directorsAt'
import { latestDayCutoff } from '../../src/domain/leaderboard/latestDayCutoff'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
const ZONE = 'Asia/Shanghai'

/**
 * The directors' leaderboard through the server on a fork of the devnet: once the chain passes 24:00 in the
 * configured zone the snapshot lists the seeded fixed-term pledges by DAO voucher, equal to directorsAt recomputed
 * from the chain's own mining logs; it is kept until the next cut-off, when a matured lock drops out.
 */
describe('the directors leaderboard through the server', () => {
  let harness: Harness
  const accounts = devAccounts().map((account) => account.address.toLowerCase())

  beforeAll(async () => {
    harness = await startHarness({ server: { mode: 'composed', chains: [128], config: { leaderboardTimeZone: ZONE } } })
  })
  afterAll(() => harness?.close())

  const get = (url: string) => harness.get(url)

  /** Moves the fork's time by `seconds`, mines, and waits for the indexer to reach the new head. */
  async function advance(seconds: number): Promise<{ number: number; timestamp: number }> {
    const { provider } = harness.chain(128)
    await provider.send('evm_increaseTime', [seconds])
    await provider.send('evm_mine', [])
    const head = (await provider.getBlock('latest'))!
    await harness.waitUntilIndexed({ 128: head.number })
    return { number: head.number, timestamp: head.timestamp }
  }

  /** What anyone computes from the chain: the mining logs up to `head`, cut at the latest 24:00 in the zone. */
  async function fromChain(head: { number: number; timestamp: number }) {
    const { record, provider } = harness.chain(128)
    const events = await readMiningEvents(provider, 128, record.contracts.lpMining!, record.startBlock, head.number)
    const cutoff = latestDayCutoff(head.timestamp, ZONE)
    return { cutoff, rows: directorsAt(events, cutoff.time) }
  }

  it('has no ranking before the first 24:00 since the mining programme began on the chain (issue 30)', async () => {
    const { record, provider } = harness.chain(128)
    const head = (await provider.getBlock('latest'))!
    const [first] = await readMiningEvents(provider, 128, record.contracts.lpMining!, record.startBlock, head.number)
    for (;;) {
      const status = JSON.stringify((await get('/api/indexer/status')).body)
      if (status.includes(`"number":${head.number}`)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const { body } = await get('/api/get-name-list?chainId=128')
    // the seeded devnet is minutes old: its latest 24:00 came before its pools (unless it was seeded across one)
    const reached = latestDayCutoff(head.timestamp, ZONE).time > first!.time
    expect(body.data).toMatchObject(
      reached ? { count: expect.any(Number) } : { day: null, snapshot_time: null, list: [] },
    )
    if (!reached) expect(body.data.count).toBe(0)
  })

  it('ranks the seeded locks by DAO voucher at 24:00 and keeps the snapshot until the next cut-off', async () => {
    const head = await advance(DAY)
    const { cutoff, rows } = await fromChain(head)
    const { status, body } = await get('/api/get-name-list?chainId=128')
    expect(status).toBe(200)
    expect(body.code).toBe(0)
    expect(body.data).toMatchObject({
      timezone: ZONE,
      day: cutoff.day,
      snapshot_time: cutoff.time,
      director_seats: 51,
      directors_profit_share_bps: 7_000,
      page: 1,
      count: 4,
    })
    // account 2: 10 LP × 1.2 (7 days); 1: 5 × 1.5 (30 days); 5: 4 × 1.5; 3: 2 × 2.0 (90 days); demand earns none
    const expected = [
      [2, '12'],
      [1, '7.5'],
      [5, '6'],
      [3, '4'],
    ] as const
    expect(body.data.list).toEqual(
      expected.map(([account, voucher], i) => ({
        rank: i + 1,
        address: accounts[account],
        status: 'director',
        voucher: parseEther(voucher).toString(),
      })),
    )
    expect(body.data.list).toEqual(
      rows.map((row) => ({
        rank: row.rank,
        address: row.account,
        status: row.status,
        voucher: row.voucher.toString(),
      })),
    )

    // later the same day, before the next 24:00 (Shanghai keeps no daylight saving: a day is 86,400 s): same snapshot
    const sameDay = await advance(Math.floor((cutoff.time + DAY - head.timestamp) / 2))
    expect(latestDayCutoff(sameDay.timestamp, ZONE)).toEqual(cutoff)
    const later = await get('/api/get-name-list?chainId=128')
    expect(later.body.data).toEqual(body.data)

    // a week on, account 2's 7-day lock has matured: it leaves the board at the next snapshot
    const weekOn = await advance(7 * DAY)
    const next = await fromChain(weekOn)
    const { body: after } = await get('/api/get-name-list?chainId=128')
    expect(after.data.snapshot_time).toBe(next.cutoff.time)
    expect(after.data.snapshot_time).toBeGreaterThan(cutoff.time)
    expect(after.data.list.map((row: { address: string }) => row.address)).toEqual([1, 5, 3].map((i) => accounts[i]))
    expect(after.data.list.map((row: { voucher: string }) => BigInt(row.voucher))).toEqual(
      next.rows.map((row) => row.voucher),
    )
    expect(after.data.count).toBe(3)
  })

  it('pages the list and answers bad input with an enveloped 400', async () => {
    const { body: second } = await get('/api/get-name-list?chainId=128&page=2')
    expect(second.data.list).toEqual([])
    for (const url of [
      '/api/get-name-list?chainId=1',
      '/api/get-name-list',
      '/api/get-name-list?chainId=128&page=0',
      '/api/get-name-list?chainId=128&page=1e3',
    ]) {
      const { status, body } = await get(url)
      expect(status, url).toBe(400)
      expect(body, url).toMatchObject({ code: 400 })
      expect(typeof body.msg, url).toBe('string')
    }
  })
})
