import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { INDEXING, indexedToHeads } from './support/indexedToHeads'
import { DESKTOP, startWebHarness, type WebHarness } from './support/startWebHarness'

const DAY = 86_400

let harness: WebHarness
beforeAll(async () => {
  // one block of depth: what the indexed head shows and the block below it pays can differ
  harness = await startWebHarness({ api: { indexer: INDEXING, finalityDepth: { 128: 1, 56: 1 } } })
})
afterAll(async () => harness?.stop())

describe('/jianghuOrder while its credits are not final (issue 26)', () => {
  it('shows the day just ended as pending with the receive button grey, then receivable once its block is final', async () => {
    const chain = harness.devnet.chain(128)
    const me = devAccounts()[1]!.address.toLowerCase()
    // the seeded rounds' day ends in this block: indexed, but the final head is the block before it
    await chain.provider.send('evm_increaseTime', [DAY + 60])
    await chain.provider.send('evm_mine', [])
    await indexedToHeads(harness)
    const { page, errors } = await harness.open({ path: '/jianghuOrder', viewport: DESKTOP })
    await page.getByTestId('bounty-tab-dailyPromotion').click()
    const pending = page.getByTestId('bounty-direct-pending')
    await expect.poll(() => pending.count()).toBeGreaterThan(0)
    expect(await pending.first().textContent()).toContain('pending: receivable once its blocks are final')
    const receive = page.getByTestId('bounty-receive-dailyPromotion')
    expect(await receive.getAttribute('aria-disabled')).toBe('true')
    const totals = await (
      await fetch(`${harness.server.url}/api/player/direct-game-reward-total/${me}?chainId=128`)
    ).json()
    expect(totals.data.every((row: { sum: string }) => row.sum === '0')).toBe(true)

    await chain.provider.send('evm_mine', [])
    await indexedToHeads(harness)
    await expect.poll(() => receive.getAttribute('aria-disabled')).toBe('false')
    await expect.poll(() => pending.count()).toBe(0)
    expect(errors).toEqual([])
  })
})
