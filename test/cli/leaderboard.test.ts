import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { latestDayCutoff } from '../../src/domain/leaderboard/latestDayCutoff'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
const ZONE = 'Europe/Berlin'
let harness: Harness
let head: { number: number; timestamp: number }
const accounts = devAccounts().map((account) => account.address.toLowerCase())

beforeAll(async () => {
  harness = await startHarness({
    server: { mode: 'listening', chains: [128], config: { leaderboardTimeZone: ZONE } },
  })
  // a day on, so that a 24:00 in the zone lies after the seeded pledges
  const { provider } = harness.chain(128)
  await provider.send('evm_increaseTime', [DAY])
  await provider.send('evm_mine', [])
  const block = (await provider.getBlock('latest'))!
  head = { number: block.number, timestamp: block.timestamp }
  await harness.waitUntilIndexed({ 128: head.number })
})
afterAll(() => harness?.close())

const fomo = (json: boolean, ...args: string[]) =>
  harness.run([...(json ? ['--json'] : []), '--chain', '128', 'leaderboard', ...args])

describe('fomo leaderboard', () => {
  it('prints the latest snapshot as JSON: its day, zone and cut-off, and the seeded locks by DAO voucher', async () => {
    const run = await fomo(true, '--api', harness.url)
    expect(run.code, run.stderr).toBe(0)
    const body = JSON.parse(run.stdout)
    const cutoff = latestDayCutoff(head.timestamp, ZONE)
    expect(body).toMatchObject({ timeZone: ZONE, day: cutoff.day, snapshotTime: cutoff.time, count: 4, page: 1 })
    expect(body.list.map((row: { address: string; voucher: string }) => [row.address, row.voucher])).toEqual([
      [accounts[2], parseEther('12').toString()],
      [accounts[1], parseEther('7.5').toString()],
      [accounts[5], parseEther('6').toString()],
      [accounts[3], parseEther('4').toString()],
    ])
  })

  it('prints a table for people, with the 70 % rule and the zone', async () => {
    const run = await fomo(false, '--api', harness.url)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`24:00 ${ZONE}`)
    expect(run.stdout).toContain('70 % of swap profit')
    expect(run.stdout).toMatch(new RegExp(`\\s1  ${accounts[2]}  director\\s+12\\n`))
    expect(run.stdout).toMatch(new RegExp(`\\s2  ${accounts[1]}  director\\s+7.5\\n`))
    expect(run.stdout).toContain('page 1 of 1 (4 ranked)')
  })

  it('says a page past the end is empty, refuses page 0, and names an unreachable server', async () => {
    const past = await fomo(false, '--page', '2', '--api', harness.url)
    expect(past.stdout).toContain('Page 2 is past the end.')
    const zero = await fomo(false, '--page', '0', '--api', harness.url)
    expect(zero.code).not.toBe(0)
    expect(zero.stderr).toContain('Pages count from 1.')
    const down = await fomo(true, '--api', 'http://127.0.0.1:9')
    expect(down.code).not.toBe(0)
    expect(JSON.parse(down.stdout).error.name).toBe('ApiUnreachableError')
  })
})
