import { AbiCoder, keccak256, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoPrizePool__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { grouped } from './support/grouped'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { balance, token } from './support/poolSteps'
import { DESKTOP, startWebHarness, type WebHarness } from './support/startWebHarness'

const DAY = 86_400

let harness: WebHarness
const address = (index: number) => devAccounts()[index]!.address.toLowerCase()
beforeAll(async () => {
  harness = await startWebHarness({ api: { indexer: INDEXING } })
  // a day passes on both chains: the seeded rounds' days have ended, so the daily promotion is credited
  for (const chainId of [128, 56]) {
    await harness.devnet.chain(chainId).provider.send('evm_increaseTime', [DAY + 60])
    await harness.devnet.chain(chainId).provider.send('evm_mine', [])
  }
  await indexedToHeads(harness)
})
afterAll(async () => harness?.stop())

const api = async (path: string) => {
  const url = `${harness.server.url}${path}${path.includes('?') ? '&' : '?'}chainId=128`
  const body = (await (await fetch(url)).json()) as { code: number; data: never }
  expect(body.code).toBe(0)
  return body.data as Record<string, unknown>
}

describe('/jianghuOrder in the browser, on the seeded referral tree', () => {
  it('shows the tabs, the tables and the tasks from the chain, receives a task and claims on chain', async () => {
    const chain = harness.devnet.chain(128)
    const { page, errors } = await harness.open({ path: '/jianghuOrder', viewport: DESKTOP })
    const me = address(1)

    // the prize pool and the LP task tab, as the API computes them
    const panel = await api(`/api/get-ext-lp-panel/${me}`)
    await expect.poll(() => page.getByTestId('bounty-prize-pool').count()).toBe(1)
    expect(await page.getByTestId('bounty-draw-open').count()).toBe((panel.jackpot_list_not as unknown[]).length)
    expect(await page.getByTestId('bounty-draw-drawn').count()).toBe((panel.jackpot_list_yet as unknown[]).length)
    expect(await page.getByTestId('bounty-direct-drive').textContent()).toBe(String(panel.direct_drive))
    const tasks = page.getByTestId('bounty-task')
    await expect.poll(() => tasks.count()).toBe(3)
    // account 1's direct friends 2 and 3 play: 1 and 2 friends done, 5 not
    expect(await tasks.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')))).toEqual([
      'completed',
      'completed',
      'ongoing',
    ])
    expect(await tasks.nth(2).getByTestId('bounty-task-receive').getAttribute('aria-disabled')).toBe('true')
    await tasks.nth(0).getByTestId('bounty-task-receive').click()
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain('Task reward received')
    await expect.poll(() => tasks.nth(0).getAttribute('data-state')).toBe('received')

    // daily promotion: the referrer table and its game-type filter
    await page.getByTestId('bounty-tab-dailyPromotion').click()
    const referrers = page.getByTestId('bounty-referrer')
    const all = await api(`/api/player/spread-referrer-data/${me}?page=1&gameType=0`)
    await expect.poll(() => referrers.count()).toBe(Math.min(10, Number(all.count)))
    expect(Number(all.count)).toBeGreaterThan(0)
    await page.getByTestId('bounty-game-type-5').click()
    const five = await api(`/api/player/spread-referrer-data/${me}?page=1&gameType=5`)
    await expect.poll(() => referrers.count()).toBe(Math.min(10, Number(five.count)))
    expect(
      new Set(await referrers.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-type')))),
    ).toEqual(new Set(['5']))
    expect(await page.getByTestId('bounty-daily-rule').textContent()).toContain('24:00')

    // the receive button is live (what the days credited), and the claim lands on chain
    const distributor = FomoRewardDistributor__factory.connect(
      chain.record.contracts.rewardDistributor!,
      chain.provider,
    )
    const aura = token(chain, 'AURA')
    const receive = page.getByTestId('bounty-receive-dailyPromotion')
    await expect.poll(() => receive.getAttribute('aria-disabled')).toBe('false')
    expect(BigInt((await receive.getAttribute('data-amount')) ?? '0')).toBeGreaterThanOrEqual(10n * 10n ** 18n)
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0)
    const paidBefore = await distributor.getDistributeReward(me, aura)
    const auraBefore = await balance(chain, 'AURA', me)
    await receive.click()
    await expect
      .poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toContain('Withdrawal success')
    const paidAfter = await distributor.getDistributeReward(me, aura)
    // the task's 10 AURA and the promotion credited: the distributor paid them to account 1, once
    expect(paidAfter - paidBefore).toBeGreaterThanOrEqual(10n * 10n ** 18n)
    expect((await balance(chain, 'AURA', me)) - auraBefore).toBe(paidAfter - paidBefore)
    // the voucher paid the token's whole unpaid total: the button now counts at most what accrued since (account 1's
    // LP mining earns AURA every second), no longer the promotion it paid
    const receivableNow = async () => BigInt((await receive.getAttribute('data-amount')) ?? '-1')
    await expect.poll(receivableNow, { timeout: 15_000 }).toBeLessThan(10n ** 18n)

    // game node: its figures, and the team promotion of the rounds' month
    await page.getByTestId('bounty-tab-gameNode').click()
    const node = await api(`/api/player/node-game-task-state/${me}`)
    await expect.poll(() => page.getByTestId('bounty-node-team').textContent()).toBe(String(node.node_team))
    expect(await page.getByTestId('bounty-node-direct-bet').textContent()).toBe(
      grouped(formatBalance(BigInt(String(node.node_direct_bet)), 18)),
    )
    const time = (await chain.provider.getBlock('latest'))!.timestamp - DAY - 60
    const month = new Date(time * 1000).toISOString().slice(0, 7)
    await page.getByTestId('bounty-team-month').fill(month)
    const [year, m] = month.split('-').map(Number)
    const team = await api(`/api/player/spread-team-promotion-data/${me}?page=1&year=${year}&month=${m}`)
    await expect.poll(() => page.getByTestId('bounty-team-day').count()).toBe(Math.min(10, Number(team.count)))
    expect(Number(team.count)).toBeGreaterThan(0)
    await page.screenshot({ path: 'test-results/screenshots/jianghu-order.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it('shows a draw committed as not drawn yet, then, revealed, with its seed and winners as the server recomputes them', async () => {
    const chain = harness.devnet.chain(128)
    const operator = new Wallet(devAccounts()[0]!.privateKey, chain.provider)
    const pool = FomoPrizePool__factory.connect(chain.record.contracts.prizePool!, operator)
    const drawId = 9_000_002n
    const secret = `0x${'4d'.repeat(32)}`
    const commitment = keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'bytes32'], [drawId, secret]))
    const now = (await chain.provider.getBlock('latest'))!.timestamp
    const close = Math.max(now + 600, Number(await pool.lastCloseTime()) + 1) // after any draw committed before
    await (
      await pool.commit(drawId, commitment, close, token(chain, 'AURA'), [8n * 10n ** 18n, 2n * 10n ** 18n])
    ).wait()
    await indexedToHeads(harness)
    const { page, errors } = await harness.open({ path: '/jianghuOrder', viewport: DESKTOP })
    const open = page.locator('[data-testid="bounty-draw-open"]', { hasText: `Draw ${drawId}` })
    await expect.poll(() => open.count()).toBe(1)
    expect(await open.textContent()).toContain('Prizes: 8 AURA, 2 AURA')

    await chain.provider.send('evm_increaseTime', [close - now + 100])
    await chain.provider.send('evm_mine', [])
    await (await pool.seal(drawId, secret)).wait()
    await chain.provider.send('evm_mine', [])
    await (await pool.reveal(drawId, secret)).wait()
    await indexedToHeads(harness)
    await page.reload()
    const drawn = page.locator('[data-testid="bounty-draw-drawn"]', { hasText: `Draw ${drawId}` })
    await expect.poll(() => drawn.count()).toBe(1)
    const panel = await api(`/api/get-ext-lp-panel/${address(1)}`)
    const served = (panel.jackpot_list_yet as { draw_id: string; seed: string; winners: { address: string }[] }[]).find(
      (draw) => draw.draw_id === String(drawId),
    )!
    expect(await drawn.getByTestId('bounty-draw-seed').textContent()).toContain(served.seed)
    // the seeded players (accounts 2 to 5) were eligible: two of them won
    expect(served.winners).toHaveLength(2)
    expect(await drawn.getByTestId('bounty-draw-winner').count()).toBe(2)
    expect(await page.getByTestId('bounty-receive-prizes').getAttribute('aria-disabled')).toBe('true') // 1 did not play
    expect(errors).toEqual([])
  })

  it('speaks Japanese and Traditional Chinese on the bounty tabs', async () => {
    for (const [locale, tab, rule] of [
      ['ja', '毎日のプロモーション', '24 時'],
      ['zh-TW', '每日推廣', '24 點'],
    ] as const) {
      const { page, errors } = await harness.open({ path: '/jianghuOrder', storage: { 'fomo.locale': `"${locale}"` } })
      await expect.poll(() => page.getByTestId('bounty-tab-dailyPromotion').textContent()).toBe(tab)
      await page.getByTestId('bounty-tab-dailyPromotion').click()
      await expect.poll(() => page.getByTestId('bounty-daily-rule').textContent()).toContain(rule)
      expect(errors).toEqual([])
    }
  })
})
