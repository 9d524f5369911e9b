import { Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { shortenAddress } from '../../src/domain/format/shortenAddress'
import { signedInvite } from '../server/support/signedInvite'
import { grouped } from './support/grouped'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'

/** Friends bound to account 1 in this file beside the seeded two (2 and 3): 13 direct friends, two pages of 10. */
const EXTRA_FRIENDS = 11

let harness: WebHarness
const accounts = devAccounts()
const address = (index: number) => accounts[index]!.address.toLowerCase()
beforeAll(async () => {
  // the API indexes both forks: energy and pledges come from their events
  harness = await startWebHarness({ api: { indexer: INDEXING } })
  for (let i = 0; i < EXTRA_FRIENDS; i++) {
    const { path } = await signedInvite(Wallet.createRandom(), address(1))
    const body = (await (await fetch(`${harness.server.url}${path}`)).json()) as { code: number; msg: string }
    if (body.code !== 0) throw new Error(`binding friend ${i}: ${body.msg}`)
  }
  // an hour of the season passes on both chains, so every pledge has earned energy by the indexed head
  for (const chainId of [128, 56]) {
    await harness.devnet.chain(chainId).provider.send('evm_increaseTime', [3600])
    await harness.devnet.chain(chainId).provider.send('evm_mine', [])
  }
  await indexedToHeads(harness)
})
afterAll(async () => harness?.stop())

const api = async (path: string) => {
  const body = (await (await fetch(`${harness.server.url}${path}`)).json()) as { code: number; data: never }
  expect(body.code).toBe(0)
  return body.data as Record<string, unknown> & { list: Record<string, unknown>[] }
}
const rows = (page: Page) => page.getByTestId('friend')
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe('the season screens in the browser, on the seeded invitation tree', () => {
  it('pages the direct friends with look more, shows the diffused ones, and a tab change starts again at page 1', async () => {
    const { page, errors } = await harness.open({ path: '/invitationDetails', viewport: PHONE })
    await expect.poll(() => rows(page).count()).toBe(10)
    expect(await page.getByTestId('friends-direct-count').textContent()).toBe(String(2 + EXTRA_FRIENDS))
    // the most contributing first: the seeded friends who pledge, as the API ranks them
    const direct = await api(`/api/get-season-my-invite-sum/3/${address(1)}?chainId=128`)
    const top = direct.list[0]!
    expect(await page.getByTestId('friends-top-player').textContent()).toBe(shortenAddress(String(top.related_addr)))
    const first = rows(page).first()
    expect(await first.getAttribute('data-address')).toBe(top.related_addr)
    expect(await first.getByTestId('friend-courage').textContent()).toBe(
      grouped(formatBalance(BigInt(String(top.amount)), 18)),
    )
    expect(BigInt(String(top.amount))).toBeGreaterThan(0n)
    expect(await first.getByTestId('friend-pledge-amount').textContent()).not.toBe('0.00')

    // account 2 locks 10 LP for 7 days
    const two = page.locator(`[data-testid="friend"][data-address="${address(2)}"]`)
    expect(await two.getByTestId('friend-pledge-days').textContent()).toBe('7')
    expect(await two.getByTestId('friend-lock-type').textContent()).toBe('Regular')
    expect(await two.getByTestId('friend-pledge-amount').textContent()).toBe('10.00')

    await page.getByTestId('friends-more').click()
    await expect.poll(() => rows(page).count()).toBe(2 + EXTRA_FRIENDS)
    expect(await page.getByTestId('friends-more').count()).toBe(0)
    expect(await noHorizontalScroll(page)).toBe(true)
    await page.screenshot({ path: 'test-results/screenshots/invitation-details.png', fullPage: true })

    // diffused: account 2's friend 4 (account 3 invites nobody)
    await page.getByTestId('friends-tab-4').click()
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).first().getAttribute('data-address')).toBe(address(4))
    expect(await page.getByTestId('friends-tab-4').getAttribute('aria-selected')).toBe('true')

    // back to the direct friends: page 1 again, look more again
    await page.getByTestId('friends-tab-3').click()
    await expect.poll(() => rows(page).count()).toBe(10)
    expect(await page.getByTestId('friends-more').count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('shows the energy details: the superior, my season energy and the log of type and change', async () => {
    const { page, errors } = await harness.open({ path: '/energyDetails', account: 2 })
    const log = await api(`/api/get-season-energy-log/${address(2)}?chainId=128`)
    await expect.poll(() => page.getByTestId('energy-superior').textContent()).toBe(shortenAddress(address(1)))
    expect(await page.getByTestId('energy-total').textContent()).toBe(
      grouped(formatBalance(BigInt(String(log.oneself_season_energy)), 18)),
    )
    const entries = page.getByTestId('energy-entry')
    await expect.poll(() => entries.count()).toBe(Math.min(10, Number(log.count)))
    const types = new Set(log.list.map((item) => JSON.parse(String(item.content)).type))
    // account 2 pledges, and has a direct friend (4) and a diffused one (5) who pledge: every kind of entry
    expect([...types].sort()).toEqual(['diffused', 'direct', 'pledge'])
    const shownTypes = await page.getByTestId('energy-entry-type').allTextContents()
    expect(new Set(shownTypes)).toEqual(new Set(['My pledge', 'Direct friends', 'Diffused friends']))
    const newest = JSON.parse(String(log.list[0]!.content)) as { type: string; change_amount: string }
    expect(await entries.first().getAttribute('data-type')).toBe(newest.type)
    expect(await entries.first().getByTestId('energy-entry-amount').textContent()).toBe(
      `+${grouped(formatBalance(BigInt(newest.change_amount), 18))}`,
    )
    await page.getByTestId('link-invitation-details').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/invitationDetails')
    expect(errors).toEqual([])
  })

  it('counts the season down live, reads it again when it ends, and copies the invitation link', async () => {
    const data = await api(`/api/get-season-data/${address(1)}?chainId=128`)
    const end = Number(data.end_time)
    const seasonReads: string[] = []
    // the page's clock starts 30 s before the season's end: the countdown crosses it without waiting a week, and a busy
    // machine has half a minute to load the page before it does
    const { page, context, errors } = await harness.open({
      path: '/jianghuOrder',
      viewport: PHONE,
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('/api/get-season-data/')) seasonReads.push(request.url())
        })
        await p.clock.install({ time: (end - 30) * 1000 })
      },
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await expect.poll(() => page.getByTestId('season-number').textContent()).toBe('Adventure season 1')
    expect(await page.getByTestId('season-energy').textContent()).toBe(
      grouped(formatBalance(BigInt(String(data.energy)), 18)),
    )
    const asks = page.getByTestId('season-title-ask')
    expect(await asks.allTextContents()).toEqual(['Needs 1,000 courage', 'Needs 10,000 courage'])
    const claims = page.getByTestId('season-claim')
    // neither title waits to be received (states 0 or 1): both buttons grey
    expect(await claims.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-disabled')))).toEqual([
      'true',
      'true',
    ])
    const states = await page
      .getByTestId('season-title-state')
      .evaluateAll((spans) => spans.map((s) => s.dataset.status))
    expect(states).toEqual([
      data.nft1_state === 1 ? 'reached' : 'notReached',
      data.nft2_state === 1 ? 'reached' : 'notReached',
    ])
    expect(await page.getByTestId('season-extend-reward').textContent()).toContain('10%')
    await expect.poll(() => page.getByTestId('season-countdown').textContent()).toMatch(/^Ends in 00:00:([0-2]\d|30)$/)
    const readsBefore = seasonReads.length

    await page.clock.runFor(31_000)
    await expect.poll(() => page.getByTestId('season-countdown').getAttribute('data-phase')).toBe('ended')
    expect(await page.getByTestId('season-countdown').textContent()).toBe(
      'This season has ended. Waiting for the next one...',
    )
    await expect.poll(() => seasonReads.length).toBeGreaterThan(readsBefore)

    const link = `${harness.app.url.replace(/\/$/, '')}/#/swap?paddr=${address(1)}`
    expect(await page.getByTestId('season-invite-link').inputValue()).toBe(link)
    await page.getByTestId('season-copy').click()
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain('Copy link successfully')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await page.clock.runFor(2_100)
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0)
    expect(await noHorizontalScroll(page)).toBe(true)
    await page.screenshot({ path: 'test-results/screenshots/season-panel.png', fullPage: true })

    await page.getByTestId('link-energy-details').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/energyDetails')
    expect(errors).toEqual([])
  })

  it('speaks Japanese on every season screen', async () => {
    const { page, errors } = await harness.open({ path: '/invitationDetails', storage: { 'fomo.locale': '"ja"' } })
    await expect.poll(() => page.getByTestId('friends-tab-3').textContent()).toBe('直接の友達')
    expect(await page.getByTestId('friends-tab-4').textContent()).toBe('拡散の友達')
    await expect.poll(() => rows(page).count()).toBe(10)
    expect(await page.getByTestId('friends-more').textContent()).toBe('もっと見る')
    await page.getByTestId('link-energy-details').click()
    await expect.poll(() => page.getByTestId('energy-head').textContent()).toContain('今シーズンの私のエネルギー')
    await page.goto(`${harness.app.url}#/jianghuOrder`)
    await expect.poll(() => page.getByTestId('season-number').textContent()).toBe('冒険シーズン 1')
    expect(await page.getByTestId('season-copy').textContent()).toBe('コピー')
    expect(errors).toEqual([])
  })
})
