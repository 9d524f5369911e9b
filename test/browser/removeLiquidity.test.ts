import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoRouter__factory } from '../../src/adapters/contracts/generated'
import {
  addEthOnChain,
  addOnChain,
  balance,
  deployFeeToken,
  devSigner,
  E18,
  gasCost,
  lastTransactionOf,
  poolOf,
  setFee,
  token,
} from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
  const c = harness.devnet.chain(128)
  // dev account 1 (the browser's wallet) provides to AURA/USDT and WHT/USDT
  await addOnChain(c, 1, 'AURA', 'USDT', 100n * E18, 200n * E18)
  await addEthOnChain(c, 1, token(c, 'USDT'), 600n * E18, 2n * E18)
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)
const submit = (page: Page) => page.getByTestId('remove-submit')
const router = () => FomoRouter__factory.createInterface()

async function confirmRemove(page: Page): Promise<void> {
  await expect.poll(() => submit(page).isEnabled(), { timeout: 15_000 }).toBe(true)
  await submit(page).click()
  await page.getByTestId('remove-confirm-button').click()
  await page.getByTestId('remove-submitted').waitFor()
}

describe('remove liquidity in the browser', () => {
  it('removes 50% of a token pair after approving the LP token; the percent goes back to 0', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/remove/${token(c, 'AURA')}/${token(c, 'USDT')}` })
    const owner = wallet!.address
    await expect.poll(() => submit(page).textContent()).toBe('Enter an amount')
    expect(await submit(page).isEnabled()).toBe(false)
    const pool = await poolOf(c, 'AURA', 'USDT')
    const lp = await balance(c, pool.address, owner)
    await page.getByTestId('remove-quick-50').click()
    await expect.poll(() => page.getByTestId('remove-percent').textContent()).toBe('50%')
    expect(await submit(page).isEnabled()).toBe(false) // neither approved nor signed
    await page.getByTestId('remove-approve').click()
    await expect.poll(() => page.getByTestId('remove-approve').textContent(), { timeout: 15_000 }).toBe('Approved')
    const [auraBefore, usdtBefore] = [await balance(c, 'AURA', owner), await balance(c, 'USDT', owner)]
    const liquidity = (lp * 50n) / 100n
    await confirmRemove(page)
    const hash = await lastTransactionOf(c, owner)
    expect((await c.provider.getTransaction(hash))?.data.slice(0, 10)).toBe(
      router().getFunction('removeLiquidity')!.selector,
    )
    await expect.poll(() => balance(c, pool.address, owner)).toBe(lp - liquidity)
    expect(await balance(c, 'AURA', owner)).toBe(auraBefore + (liquidity * pool.reserveA) / pool.totalSupply)
    expect(await balance(c, 'USDT', owner)).toBe(usdtBefore + (liquidity * pool.reserveB) / pool.totalSupply)
    await page.getByTestId('remove-close').click()
    expect(await page.getByTestId('remove-percent').textContent()).toBe('0%')
    expect(errors).toEqual([])
  })

  it('removes an LP amount in detailed mode to HT with a permit; an input change clears the signature', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/remove/ETH/${token(c, 'USDT')}` })
    const owner = wallet!.address
    await page.getByTestId('remove-mode').click()
    await page.getByTestId('amount-lp').fill('1')
    await expect.poll(() => page.getByTestId('remove-percent').textContent()).not.toBe('0%')
    wallet!.rejectNextSignature = true
    await page.getByTestId('remove-sign').click()
    await page.getByTestId('remove-sign').waitFor() // a refused signature changes nothing
    expect(await page.getByTestId('remove-problem').count()).toBe(0)
    await page.getByTestId('remove-sign').click()
    await page.getByTestId('remove-signed').waitFor()
    await page.getByTestId('amount-lp').fill('2') // any change clears the signature
    await page.getByTestId('remove-sign').waitFor()
    expect(await submit(page).isEnabled()).toBe(false)
    await page.getByTestId('amount-lp').fill('0.5')
    await page.getByTestId('remove-sign').click()
    await page.getByTestId('remove-signed').waitFor()
    const pool = await poolOf(c, 'WHT', 'USDT')
    const [lp, htBefore] = [await balance(c, pool.address, owner), await balance(c, 'HT', owner)]
    const liquidity = E18 / 2n
    await confirmRemove(page)
    const hash = await lastTransactionOf(c, owner)
    expect((await c.provider.getTransaction(hash))?.data.slice(0, 10)).toBe(
      router().getFunction('removeLiquidityETHWithPermit')!.selector,
    )
    await expect.poll(() => balance(c, pool.address, owner)).toBe(lp - liquidity)
    expect(await balance(c, 'HT', owner)).toBe(
      htBefore + (liquidity * pool.reserveA) / pool.totalSupply - (await gasCost(c, hash)),
    )
    expect(errors).toEqual([])
  })

  it('says the balance is insufficient for an LP or token amount above the position in detailed mode', async () => {
    const c = chain()
    const { page, errors } = await harness.open({ path: `/remove/${token(c, 'AURA')}/${token(c, 'USDT')}` })
    await expect.poll(() => submit(page).textContent()).toBe('Enter an amount')
    await page.getByTestId('remove-mode').click()
    await page.getByTestId('amount-lp').fill('100000')
    await expect.poll(() => submit(page).textContent()).toBe('Insufficient Fomo-LP balance')
    expect(await submit(page).isEnabled()).toBe(false)
    await page.getByTestId('amount-lp').fill('1')
    await expect.poll(() => submit(page).textContent()).not.toContain('Insufficient')
    await page.getByTestId('amount-a').fill('100000000')
    await expect.poll(() => submit(page).textContent()).toBe('Insufficient AURA balance')
    expect(errors).toEqual([])
  })

  it('receives WHT instead: the slider (debounced), a permit and removeLiquidityWithPermit', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/remove/ETH/${token(c, 'USDT')}` })
    const owner = wallet!.address
    await page.getByTestId('remove-receive').click()
    await expect
      .poll(() => page.evaluate(() => window.location.hash))
      .toBe(`#/remove/${token(c, 'WHT')}/${token(c, 'USDT')}`)
    await page.getByTestId('remove-slider').fill('30')
    await expect.poll(() => page.getByTestId('remove-percent').textContent()).toBe('30%')
    const pool = await poolOf(c, 'WHT', 'USDT')
    const [lp, whtBefore] = [await balance(c, pool.address, owner), await balance(c, 'WHT', owner)]
    await expect.poll(() => submit(page).textContent()).toBe('Remove')
    await page.getByTestId('remove-sign').click()
    await page.getByTestId('remove-signed').waitFor()
    await confirmRemove(page)
    const liquidity = (lp * 30n) / 100n
    await expect.poll(() => balance(c, pool.address, owner)).toBe(lp - liquidity)
    expect(await balance(c, 'WHT', owner)).toBe(whtBefore + (liquidity * pool.reserveA) / pool.totalSupply)
    const hash = await lastTransactionOf(c, owner)
    expect((await c.provider.getTransaction(hash))?.data.slice(0, 10)).toBe(
      router().getFunction('removeLiquidityWithPermit')!.selector,
    )
    expect(errors).toEqual([])
  })

  it('tries the fee-on-transfer variant for a taxed token, and says a remove that cannot work would fail', async () => {
    const c = chain()
    const fee = await deployFeeToken(c, 'FEE', 1)
    await addEthOnChain(c, 1, fee, 1000n * E18, E18)
    await setFee(c, fee, 100n) // 1% burned on every transfer: removeLiquidityETH's exact payout fails
    const { page, wallet, errors } = await harness.open({ path: `/remove/ETH/${fee}` })
    const owner = wallet!.address
    await page.getByTestId('remove-quick-100').click()
    await page.getByTestId('remove-sign').click()
    await page.getByTestId('remove-signed').waitFor()
    await confirmRemove(page)
    const hash = await lastTransactionOf(c, owner)
    expect((await c.provider.getTransaction(hash))?.data.slice(0, 10)).toBe(
      router().getFunction('removeLiquidityETHWithPermitSupportingFeeOnTransferTokens')!.selector,
    )
    const pair = (await poolOf(c, 'WHT', fee)).address
    await expect.poll(() => balance(c, pair, owner)).toBe(0n)
    await page.getByTestId('remove-close').click()

    // no variant's estimate works: 'This transaction would fail. Please contact support.'
    const pnc = token(c, 'PNC')
    await addEthOnChain(c, 1, pnc, 1000n * E18, E18)
    const drained = await harness.open({ path: `/remove/ETH/${pnc}` })
    await drained.page.getByTestId('remove-quick-25').click()
    await drained.page.getByTestId('remove-approve').click()
    await expect
      .poll(() => drained.page.getByTestId('remove-approve').textContent(), { timeout: 15_000 })
      .toBe('Approved')
    await expect.poll(() => submit(drained.page).isEnabled()).toBe(true)
    await submit(drained.page).click()
    // the slippage bound cannot be met once another account drains the pool's price: every estimate reverts
    await drainPrice(c, pnc)
    await drained.page.getByTestId('remove-confirm-button').click()
    await expect
      .poll(() => drained.page.getByTestId('remove-confirm-error').textContent())
      .toBe('This transaction would fail. Please contact support.')
    expect(errors).toEqual([])
    expect(drained.errors).toEqual([])
  })
})

/** Another account swaps a lot of PNC for HT, so the shown amounts' minimums can no longer be met. */
async function drainPrice(c: ReturnType<typeof chain>, pnc: string) {
  const signer = devSigner(c, 2)
  const amount = 500_000n * E18
  await (await DevToken__factory.connect(pnc, signer).approve(c.record.contracts.router, amount)).wait()
  await (
    await FomoRouter__factory.connect(c.record.contracts.router, signer).swapExactTokensForETH(
      amount,
      0n,
      [pnc, c.record.contracts.wrappedNative],
      signer.address,
      2n ** 40n,
    )
  ).wait()
}
