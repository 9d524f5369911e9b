import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoCapitalPool__factory } from '../../src/adapters/contracts/generated'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { grouped } from './support/grouped'
import { balance, token } from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)

describe('the capital pool in the browser', () => {
  it('opens from the top tab, deposits 10 USDT at any time after approving, then withdraws 4', async () => {
    const c = chain()
    const capitalPool = c.record.contracts.capitalPool!
    const usdt = token(c, 'USDT')
    const unit = 10n ** BigInt(c.record.tokens.find((t) => t.symbol === 'USDT')!.decimals)
    const pool = FomoCapitalPool__factory.connect(capitalPool, c.provider)
    const { page, wallet, errors } = await harness.open({ path: '/bankIncomeList' })
    const owner = wallet!.address
    await page.getByTestId('top-tabs').getByRole('link', { name: 'Capital pool' }).click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/capitalPool')
    // the hash changes before React renders the route: wait for the highlighted tab too
    await expect.poll(() => page.locator('.top-tabs a.active').textContent()).toBe('Capital pool')

    // the devnet's listed tokens and its options with their terms
    await page.getByTestId('capital-token-USDT').waitFor()
    expect(await page.locator('[data-testid^="capital-token-"]').allTextContents()).toEqual(['USDT', 'AURA'])
    await page.getByTestId('capital-option-2').waitFor()
    expect(await page.locator('[data-testid^="capital-option-"]').allTextContents()).toEqual([
      'Any time',
      '30 days',
      '90 days',
    ])
    await page.getByTestId('capital-token-USDT').click()
    await page.getByTestId('capital-option-0').click()
    await expect.poll(() => page.getByTestId('capital-balance').textContent()).not.toBe('…')

    const before = await pool.getAccountCurrentBalance(usdt, owner)
    const nonce = await c.provider.getTransactionCount(owner)
    await page.getByTestId('capital-amount').fill('10')
    await expect.poll(() => page.getByTestId('capital-submit').textContent()).toBe('Approve')
    await page.getByTestId('capital-submit').click()
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toContain('Deposit success')
    // the approval went first, then the deposit continued by itself
    expect(await c.provider.getTransactionCount(owner)).toBe(nonce + 2)
    expect(await DevToken__factory.connect(usdt, c.provider).allowance(owner, capitalPool)).toBeGreaterThan(0n)
    expect((await pool.getAccountCurrentBalance(usdt, owner)) - before).toBe(10n * unit)
    expect(await pool.withdrawableOf(usdt, owner)).toBeGreaterThanOrEqual(10n * unit)
    // the screen reads the pool again after the deposit: what is withdrawable now includes it
    const shown = async (id: string) => Number((await page.getByTestId(id).textContent())?.replace(/,/g, ''))
    await expect.poll(() => shown('capital-withdrawable')).toBeGreaterThanOrEqual(10)
    await page.screenshot({ path: 'test-results/screenshots/capital-pool.png', fullPage: true })

    const wallet0 = await balance(c, 'USDT', owner)
    await page.getByTestId('capital-withdraw-amount').fill('4')
    await page.getByTestId('capital-withdraw').click()
    await expect
      .poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toContain('Withdrawal success')
    expect((await balance(c, 'USDT', owner)) - wallet0).toBe(4n * unit)
    expect((await pool.getAccountCurrentBalance(usdt, owner)) - before).toBe(6n * unit)
    expect(errors).toEqual([])
  })

  it('lists the account’s deposits one by one from the pool: token, amount, term and unlock date', async () => {
    const c = chain()
    const usdt = token(c, 'USDT')
    const decimals = c.record.tokens.find((t) => t.symbol === 'USDT')!.decimals
    const pool = FomoCapitalPool__factory.connect(c.record.contracts.capitalPool!, c.provider)
    const { page, wallet, errors } = await harness.open({ path: '/capitalPool' })
    const owner = wallet!.address
    await page.getByTestId('capital-token-USDT').click()
    await page.getByTestId('capital-option-1').click() // 30 days
    await page.getByTestId('capital-amount').fill('3')
    // approved in the test before: the deposit goes at once
    await expect.poll(() => page.getByTestId('capital-submit').textContent()).toBe('Deposit')
    await page.getByTestId('capital-submit').click()
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toContain('Deposit success')

    // what the pool holds for the account in USDT: the any-time balance and the 30-day deposit
    const [free, records] = await pool.depositsOf(usdt, owner)
    expect(free).toBeGreaterThan(0n)
    expect(records.map((record) => record.amount)).toEqual([3n * 10n ** BigInt(decimals)])
    const unlockAt = records[0]!.unlockAt
    const time = (await c.provider.getBlock('latest'))!.timestamp
    expect(Number(unlockAt) - time).toBe(30 * 86_400)
    const rows = page.getByTestId('capital-deposit-row')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.getByTestId('capital-deposit-amount').allTextContents()).toEqual([
      `${grouped(formatBalance(free, decimals))} USDT`,
      `${grouped(formatBalance(3n * 10n ** BigInt(decimals), decimals))} USDT`,
    ])
    expect(await rows.getByTestId('capital-deposit-term').allTextContents()).toEqual(['Any time', '30 days'])
    expect(await rows.nth(0).getAttribute('data-unlock-at')).toBe('')
    expect(await rows.nth(1).getAttribute('data-unlock-at')).toBe(String(unlockAt))
    // the app's formatter: the app's language (en), medium date and short time
    const shownDate = await page.evaluate(
      (at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at * 1000),
      Number(unlockAt),
    )
    expect(await rows.nth(1).getByTestId('capital-deposit-unlock').textContent()).toBe(`Unlocks ${shownDate}`)
    await page.screenshot({ path: 'test-results/screenshots/capital-deposits.png', fullPage: true })
    expect(errors).toEqual([])
  })
})
