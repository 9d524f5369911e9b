import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { formatLpBalance } from '../../src/domain/format/formatLpBalance'
import { formatPoolShare } from '../../src/domain/format/formatPoolShare'
import { grouped } from './support/grouped'
import { addEthOnChain, addOnChain, balance, E18, poolOf, recordStates, seen, token } from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)

describe('pool positions in the browser', () => {
  it('prompts to connect without a wallet', async () => {
    const { page } = await harness.open({ path: '/pool', wallet: false })
    await page.getByTestId('pool-connect').waitFor()
    expect(await page.getByTestId('pool-connect').textContent()).toBe('Connect to a wallet to view your liquidity.')
    await page.getByTestId('screen-connect').waitFor()
  })

  it('shows loading, then No liquidity found with an Add button, then the positions with their amounts', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({
      path: '/pool',
      beforeLoad: (p) => recordStates(p, '[data-testid="pool-loading"]', null),
    })
    const owner = wallet!.address
    await page.getByTestId('pool-empty').waitFor()
    expect(await seen(page)).toEqual(['present']) // the loading state came first
    expect(await page.getByTestId('pool-empty').textContent()).toContain('No liquidity found')
    expect(await page.getByTestId('pool-empty-add').getAttribute('href')).toBe('#/add/ETH')

    await addOnChain(c, 1, 'AURA', 'USDT', 1234n * E18, 2468n * E18)
    await addEthOnChain(c, 1, token(c, 'USDT'), 300n * E18, E18)
    await page.reload()
    await expect.poll(() => page.getByTestId('position-card').count(), { timeout: 15_000 }).toBe(2)

    for (const [a, b] of [
      ['AURA', 'USDT'],
      ['WHT', 'USDT'],
    ] as const) {
      const pool = await poolOf(c, a, b)
      const lp = await balance(c, pool.address, owner)
      const card = page.locator(`[data-testid="position-card"][data-pair="${pool.address}"]`)
      const [addressA, addressB] = [token(c, a), token(c, b)]
      const first = addressA.toLowerCase() < addressB.toLowerCase()
      const [reserve0, reserve1] = first ? [pool.reserveA, pool.reserveB] : [pool.reserveB, pool.reserveA]
      expect(await card.getByTestId('position-lp').textContent()).toBe(grouped(formatLpBalance(lp)))
      expect(await card.getByTestId('position-amount0').textContent()).toBe(
        grouped(formatBalance((lp * reserve0) / pool.totalSupply, 18)),
      )
      expect(await card.getByTestId('position-amount1').textContent()).toBe(
        grouped(formatBalance((lp * reserve1) / pool.totalSupply, 18)),
      )
      expect(await card.getByTestId('position-share').textContent()).toBe(
        formatPoolShare({ numerator: lp, denominator: pool.totalSupply }, 2),
      )
      const ids = (first ? [addressA, addressB] : [addressB, addressA]).map((x) =>
        x === c.record.contracts.wrappedNative ? 'ETH' : x,
      )
      expect(await card.getByTestId('position-add').getAttribute('href')).toBe(`#/add/${ids[0]}/${ids[1]}`)
      expect(await card.getByTestId('position-remove').getAttribute('href')).toBe(`#/remove/${ids[0]}/${ids[1]}`)
    }
    expect(await page.locator('[data-testid="position-pair"]').allTextContents()).toContain('HT/USDT')
    expect(errors).toEqual([])
  })

  it('links to V1 migration when the account holds V1 liquidity, and not otherwise', async () => {
    const { page, wallet, errors } = await harness.open({ path: '/pool' })
    // dev account 1 provides on the seeded V1 exchanges (see migrate.test.ts)
    await page.getByTestId('pool-migrate-v1').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('pool-migrate-v1').getAttribute('href')).toBe('#/migrate/v1')
    await page.getByTestId('pool-migrate-v1').click()
    await page.locator('[data-screen="migrateV1"] [data-testid="screen"]').waitFor()
    await page.goBack()
    await page.getByTestId('pool-migrate-v1').waitFor({ timeout: 15_000 })
    await wallet!.changeAccount(devAccounts()[5]!.privateKey)
    const held = () => page.getByTestId('pool-actions').getAttribute('data-v1-liquidity')
    await expect.poll(held, { timeout: 15_000 }).toBe('none')
    expect(await page.getByTestId('pool-migrate-v1').count()).toBe(0)
    await page.getByTestId('pool-empty').waitFor()
    expect(errors).toEqual([])
  })
})
