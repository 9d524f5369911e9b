import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSignificant } from '../../src/domain/format/formatSignificant'
import { computeLiquidityMinted } from '../../src/domain/liquidity/computeLiquidityMinted'
import { sqrt } from '../../src/domain/math/sqrt'
import { balance, E18, gasCost, lastTransactionOf, pairOf, poolOf, token } from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)
const submit = (page: Page) => page.getByTestId('add-submit')

async function expectSubmit(page: Page, text: string, enabled: boolean) {
  await expect.poll(() => submit(page).textContent()).toBe(text)
  expect(await submit(page).isEnabled()).toBe(enabled)
}

/** Approves what the screen asks to approve, then waits for Supply to be enabled. */
async function approveAll(page: Page) {
  for (const side of ['a', 'b']) {
    const button = page.getByTestId(`add-approve-${side}`)
    if (await button.count()) {
      expect(await submit(page).isEnabled()).toBe(false) // disabled until both approved
      await button.click()
      await button.waitFor({ state: 'detached', timeout: 15_000 }) // one wallet request at a time
    }
  }
  await expect.poll(() => submit(page).isEnabled(), { timeout: 15_000 }).toBe(true)
}

async function supply(page: Page): Promise<void> {
  await submit(page).click()
  await page.getByTestId('add-confirm').waitFor()
  await page.getByTestId('add-confirm-button').click()
  await page.getByTestId('add-submitted').waitFor()
}

describe('add liquidity in the browser', () => {
  it('adds to an existing token pair: errors in order, the quoted second amount, approvals, the minted LP', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: '/add' })
    const owner = wallet!.address
    await page.getByTestId('account-button').waitFor()
    await expectSubmit(page, 'Select a token', false)
    const [aura, usdt] = [token(c, 'AURA'), token(c, 'USDT')]
    await page.evaluate((path) => (window.location.hash = path), `#/add/${aura}/${usdt}`)
    await expectSubmit(page, 'Enter an amount', false)
    await page.getByTestId('amount-a').fill('2000000')
    await expectSubmit(page, 'Insufficient AURA balance', false)
    await page.getByTestId('amount-a').fill('10')
    const before = await poolOf(c, 'AURA', 'USDT')
    const quotedB = (10n * E18 * before.reserveB) / before.reserveA
    await expect
      .poll(() => page.getByTestId('amount-b').inputValue())
      .toBe(formatSignificant({ numerator: quotedB, denominator: E18 }, 6, 'down'))
    expect(await page.getByTestId('add-first-provider').count()).toBe(0)
    await expect.poll(() => page.getByTestId('add-price-b-per-a').textContent()).toBe('2')
    await approveAll(page)
    const lpBefore = await balance(c, before.address, owner)
    await supply(page)
    await page.getByTestId('add-close').click()
    expect(await page.getByTestId('amount-a').inputValue()).toBe('') // closing after success clears the inputs
    expect(await page.getByTestId('amount-b').inputValue()).toBe('')
    const minted = computeLiquidityMinted(
      {
        address: before.address,
        token0: { kind: 'token', chainId: 128, address: aura, decimals: 18, symbol: 'AURA', name: '' },
        token1: { kind: 'token', chainId: 128, address: usdt, decimals: 18, symbol: 'USDT', name: '' },
        reserve0: before.reserveA,
        reserve1: before.reserveB,
        liquidityToken: {
          kind: 'token',
          chainId: 128,
          address: before.address,
          decimals: 18,
          symbol: 'Fomo-LP',
          name: '',
        },
      },
      before.totalSupply,
      {
        currency: { kind: 'token', chainId: 128, address: aura, decimals: 18, symbol: 'AURA', name: '' },
        raw: 10n * E18,
      },
      {
        currency: { kind: 'token', chainId: 128, address: usdt, decimals: 18, symbol: 'USDT', name: '' },
        raw: quotedB,
      },
    )
    await expect.poll(() => balance(c, before.address, owner)).toBe(lpBefore + minted)
    expect(errors).toEqual([])
  })

  it('creates a pool with the native coin as its first provider: the typed ratio is the price, 100% share', async () => {
    const c = chain()
    const mget = token(c, 'MGET')
    expect(await pairOf(c, 'WHT', 'MGET')).toBe('0x0000000000000000000000000000000000000000')
    const { page, wallet, errors } = await harness.open({ path: `/add/ETH/${mget}` })
    const owner = wallet!.address
    await page.getByTestId('add-first-provider').waitFor()
    await page.getByTestId('amount-a').fill('1')
    await expectSubmit(page, 'Enter an amount', false)
    await page.getByTestId('amount-b').fill('4')
    expect(await page.getByTestId('amount-a').inputValue()).toBe('1') // both amounts are the provider's
    await expect.poll(() => page.getByTestId('add-share').textContent()).toBe('100.00%')
    expect(await page.getByTestId('add-price-b-per-a').textContent()).toBe('4')
    expect(await page.getByTestId('add-price-a-per-b').textContent()).toBe('0.25')
    expect(await page.getByTestId('add-approve-a').count()).toBe(0) // HT needs no approval
    await approveAll(page)
    const nativeBefore = await balance(c, 'HT', owner)
    await submit(page).click()
    expect(await page.getByRole('dialog').getAttribute('aria-label')).toBe('You are creating a pool')

    // the wallet's rejection (4001) only stops the attempt: no error, the dialog stays
    wallet!.rejectNextTransaction = true
    await page.getByTestId('add-confirm-button').click()
    await page.getByTestId('add-confirm-button').waitFor()
    expect(await page.getByTestId('add-confirm-error').count()).toBe(0)
    expect(await page.getByTestId('add-attempting').count()).toBe(0)

    await page.getByTestId('add-confirm-button').click()
    await page.getByTestId('add-submitted').waitFor()
    const pair = await pairOf(c, 'WHT', 'MGET')
    await expect.poll(() => balance(c, pair, owner)).toBe(sqrt(E18 * 4n * E18) - 1000n)
    const hash = await lastTransactionOf(c, owner)
    expect(await balance(c, 'HT', owner)).toBe(nativeBefore - E18 - (await gasCost(c, hash)))
    expect((await poolOf(c, 'MGET', 'WHT')).reserveA).toBe(4n * E18)
    await page.getByTestId('add-close').click()
    expect(await page.getByTestId('amount-b').inputValue()).toBe('')
    expect(errors).toEqual([])
  })

  it('selects currencies through the route, and picking the other side’s currency swaps them', async () => {
    const c = chain()
    const { page } = await harness.open({ path: '/add' })
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('select-a').click()
    await page.locator('[data-testid="token-row"][data-symbol="USDT"]').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/add/${token(c, 'USDT')}`)
    await page.getByTestId('select-b').click()
    await page.locator('[data-testid="token-row"][data-symbol="HT"]').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/add/${token(c, 'USDT')}/ETH`)
    await page.getByTestId('select-a').click()
    await page.locator('[data-testid="token-row"][data-symbol="HT"]').click()
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/add/ETH/${token(c, 'USDT')}`)
    await page.getByTestId('amount-a').fill('100000')
    await expect.poll(() => submit(page).textContent()).toBe('Insufficient HT balance')
  })
})
