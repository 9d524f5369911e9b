import { getAddress } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoFactory__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import {
  addMispricedPool,
  amountsIn,
  amountsOut,
  approve,
  approveIfAsked,
  balanceOf,
  devSigner,
  E18,
  expectButton,
  expectQuote,
  latestTransactionsOf,
  swapButton,
  tokenAddress,
  waitForSwapForm,
} from './support/swapSteps'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => {
  await harness?.stop()
})

const chain = () => harness.devnet.chain(128)
const hash = (page: Page) => page.evaluate(() => window.location.hash)

/** The DK amount whose sale into the DK/AURA pair (its only route) has about this price impact without the fee. */
async function dkForImpact(impact: number): Promise<bigint> {
  const c = chain()
  const [dk, aura] = [tokenAddress(c, 'DK'), tokenAddress(c, 'AURA')]
  const factory = FomoFactory__factory.connect(c.record.contracts.factory, c.provider)
  const pair = FomoPair__factory.connect(await factory.getPair(dk, aura), c.provider)
  const [reserve0, reserve1] = await pair.getReserves()
  const reserveDk = dk.toLowerCase() < aura.toLowerCase() ? reserve0 : reserve1
  // impact with fee = 1 - 0.997·R / (R + 0.997·a); without the fee it is 0.3% less
  const withFee = impact + 0.003
  const ratio = (0.997 / (0.997 - withFee) - 1) / 0.997
  return (reserveDk * BigInt(Math.round(ratio * 1e6))) / 1_000_000n
}

const whole = (raw: bigint) => (raw / E18).toString()

describe('swap button states and URL', () => {
  it('asks to connect a wallet without one, and opens the wallet choice', async () => {
    const { page } = await harness.open({ path: '/swap', wallet: false })
    await page.getByTestId('swap-form').waitFor()
    await expectButton(page, 'Connect Wallet', true)
    await swapButton(page).click()
    await page.getByTestId('wallet-modal').waitFor()
  })

  it('shows each input error in the spec order', async () => {
    const c = chain()
    const [aura, usdt] = [tokenAddress(c, 'AURA'), tokenAddress(c, 'USDT')]
    const { page } = await harness.open({ path: `/swap?inputCurrency=${aura}&outputCurrency=${usdt}` })
    await waitForSwapForm(page)
    await expectButton(page, 'Enter an amount', false)
    await page.getByTestId('amount-input').fill('2000000')
    await expectButton(page, 'Insufficient AURA balance', false)
    await page.getByTestId('amount-output').fill('300000') // more USDT than the pool holds
    await expectButton(page, 'Insufficient liquidity for this trade.', false)
    await page.getByTestId('amount-input').fill('10')
    await page.getByTestId('toggle-recipient').click()
    await expectButton(page, 'Enter a recipient', false)
    await page.getByTestId('recipient').fill('not an address')
    await expectButton(page, 'Enter a recipient', false)
    await page.getByTestId('recipient').fill(c.record.contracts.router) // a blocked recipient
    await expectButton(page, 'Invalid recipient', false)
    await page.getByTestId('recipient').fill(c.record.contracts.factory)
    await expectButton(page, 'Invalid recipient', false)
    const pair = await FomoFactory__factory.connect(c.record.contracts.factory, c.provider).getPair(aura, usdt)
    await page.getByTestId('recipient').fill(pair) // a pair on the route
    await expectButton(page, 'Invalid recipient', false)
    await page.getByTestId('toggle-recipient').click() // removing the send clears it
    await expect.poll(() => page.getByTestId('approve-button').textContent()).toBe('Approve AURA')
  })

  it('takes a listed symbol in /swap/{outputCurrency}, and says when the symbol names no token', async () => {
    const { page, errors } = await harness.open({ path: '/swap/AURA' })
    await waitForSwapForm(page)
    await expect.poll(() => page.getByTestId('select-output').textContent()).toBe('AURA')
    expect(await page.evaluate(() => window.location.hash)).toBe('#/swap')
    expect(await page.getByTestId('swap-url-problem').count()).toBe(0)
    await page.evaluate(() => (window.location.hash = '#/swap?inputCurrency=usdt&outputCurrency=NOPE'))
    await expect.poll(() => page.getByTestId('select-input').textContent()).toBe('USDT')
    await expect
      .poll(() => page.getByTestId('swap-url-problem').textContent())
      .toBe('“NOPE” is not a token on this network')
    await page.getByTestId('select-output').click()
    await page.locator('[data-testid="token-row"][data-symbol="AURA"]').click()
    await expect.poll(() => page.getByTestId('swap-url-problem').count()).toBe(0)
    // the token list's logos are generated for `npm start`, not for this build: only those may answer 404
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('says in the recipient field why a recipient is invalid, and refuses the zero address', async () => {
    const c = chain()
    const [aura, usdt] = [tokenAddress(c, 'AURA'), tokenAddress(c, 'USDT')]
    const { page, errors } = await harness.open({ path: `/swap?inputCurrency=${aura}&outputCurrency=${usdt}` })
    await waitForSwapForm(page)
    await page.getByTestId('amount-input').fill('10')
    await page.getByTestId('toggle-recipient').click()
    const problem = page.getByTestId('recipient-problem')
    expect(await problem.count()).toBe(0)
    for (const text of ['hello', '0x123']) {
      await page.getByTestId('recipient').fill(text)
      await expect.poll(() => problem.textContent()).toBe('Invalid recipient: not an address')
      await expectButton(page, 'Enter a recipient', false)
    }
    await page.getByTestId('recipient').fill('nobody.fomo.eth')
    await expect.poll(() => problem.textContent()).toBe('Invalid recipient: no address is registered for this name')
    await expectButton(page, 'Enter a recipient', false)
    await page.getByTestId('recipient').fill(`0x${'0'.repeat(40)}`)
    await expect.poll(() => problem.textContent()).toBe('Invalid recipient: the zero address would burn the tokens')
    await expectButton(page, 'Invalid recipient', false)
    await page.getByTestId('recipient').fill(devSigner(c, 2).address)
    await expect.poll(() => problem.count()).toBe(0)
    await page.getByTestId('recipient').fill('')
    expect(await problem.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it("waits with Loading... until the new input token's allowance is read, instead of offering Swap", async () => {
    const c = chain()
    const [mget, usdt] = [tokenAddress(c, 'MGET'), tokenAddress(c, 'USDT')]
    const { page } = await harness.open({ path: `/swap?inputCurrency=HT&outputCurrency=${usdt}&exactAmount=1` })
    await waitForSwapForm(page)
    await expectButton(page, 'Swap', true)
    // from now on every multicall answer is held 3 s, so the allowance of the new input token arrives late
    const port = new URL(c.rpcUrl).port
    await page.route(
      (url) => url.port === port,
      async (route) => {
        if (route.request().postData()?.includes('eth_call')) await new Promise((resolve) => setTimeout(resolve, 3_000))
        await route.continue()
      },
    )
    await page.evaluate(
      (next) => (window.location.hash = next),
      `#/swap?inputCurrency=${mget}&outputCurrency=${usdt}&exactAmount=1`,
    )
    await expectButton(page, 'Loading...', false)
    await expect.poll(() => page.getByTestId('approve-button').textContent(), { timeout: 15_000 }).toBe('Approve MGET')
  })

  it('reads the URL: currencies, exact amount and field, recipient; resets a location naming a currency, keeps paddr', async () => {
    const c = chain()
    const aura = tokenAddress(c, 'AURA')
    const inviter = `0x${'ab'.repeat(20)}`
    const { page } = await harness.open({
      path: `/swap?inputCurrency=ht&outputCurrency=${aura.toLowerCase()}&exactAmount=5&exactField=OUTPUT&recipient=bob.fomo.eth&paddr=${inviter}`,
    })
    await waitForSwapForm(page)
    await expect.poll(() => hash(page)).toBe(`#/swap?paddr=${getAddress(inviter)}`)
    expect(await page.getByTestId('select-input').textContent()).toBe('HT')
    expect(await page.getByTestId('select-output').textContent()).toBe('AURA')
    expect(await page.getByTestId('amount-output').inputValue()).toBe('5')
    const [htIn] = await amountsIn(c, 5n * E18, ['WHT', 'USDT', 'AURA'])
    await expectQuote(page, 'input', htIn!)
    expect(await page.getByTestId('panel-input').textContent()).toContain('From (estimated)')
    expect(await page.getByTestId('recipient').inputValue()).toBe('bob.fomo.eth')

    // the same currency on both sides clears the output; an amount the field refuses is dropped
    await page.evaluate(
      (next) => (window.location.hash = next),
      `#/swap?inputCurrency=${aura}&outputCurrency=${aura}&exactAmount=1e5`,
    )
    await expect.poll(() => page.getByTestId('select-output').textContent()).toBe('Select a token')
    expect(await page.getByTestId('select-input').textContent()).toBe('AURA')
    expect(await page.getByTestId('amount-input').inputValue()).toBe('')
    expect(await hash(page)).toBe('#/swap')
  })

  it('takes the currency the other side holds by swapping the sides, and inverts the price', async () => {
    const c = chain()
    const [aura, usdt] = [tokenAddress(c, 'AURA'), tokenAddress(c, 'USDT')]
    const { page } = await harness.open({ path: `/swap?inputCurrency=${aura}&outputCurrency=${usdt}&exactAmount=10` })
    await waitForSwapForm(page)
    const [, out] = await amountsOut(c, 10n * E18, ['AURA', 'USDT'])
    await expectQuote(page, 'output', out!)
    await page.getByTestId('select-output').click()
    await page.locator('[data-testid="token-row"][data-symbol="AURA"]').click()
    // the sides swapped and so did the typed field: 10 is now what the output (AURA) receives
    expect(await page.getByTestId('select-input').textContent()).toBe('USDT')
    expect(await page.getByTestId('amount-output').inputValue()).toBe('10')
    const [usdtIn] = await amountsIn(c, 10n * E18, ['USDT', 'AURA'])
    await expectQuote(page, 'input', usdtIn!)
    expect(await page.getByTestId('swap-price').textContent()).toContain('AURA per USDT')
    await page.getByTestId('invert-price').click()
    expect(await page.getByTestId('swap-price').textContent()).toContain('USDT per AURA')
  })

  it('asks a plain confirm from 5% impact, the typed word from 10%, and blocks from 15% unless expert mode', async () => {
    const c = chain()
    const [dk, aura] = [tokenAddress(c, 'DK'), tokenAddress(c, 'AURA')]
    const { page, wallet } = await harness.open({ path: `/swap?inputCurrency=${dk}&outputCurrency=${aura}` })
    const owner = wallet!.address
    await waitForSwapForm(page)
    const dialogs: { type: string; message: string }[] = []
    let answer: string | boolean = true
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() })
      void (answer === false ? dialog.dismiss() : dialog.accept(typeof answer === 'string' ? answer : undefined))
    })
    const sell = async (amount: bigint) => {
      await page.getByTestId('amount-input').fill(whole(amount))
      const [, out] = await amountsOut(c, (amount / E18) * E18, ['DK', 'AURA'])
      await expectQuote(page, 'output', out!)
      return out!
    }

    const out7 = await sell(await dkForImpact(0.07))
    expect(await page.getByTestId('price-impact').getAttribute('class')).toBe('severity-3') // high from 5%
    await approve(page) // DK's first swap in this file
    answer = false // cancelling the confirm sends nothing
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    expect(dialogs.at(-1)?.type).toBe('confirm')
    expect(dialogs.at(-1)?.message).toContain('at least 5%')
    answer = true
    const before = await balanceOf(c, 'AURA', owner)
    await page.getByTestId('confirm-swap').click()
    await page.getByTestId('swap-submitted').waitFor()
    await page.getByTestId('swap-close').click()
    await expect.poll(() => balanceOf(c, 'AURA', owner)).toBe(before + out7)

    const out12 = await sell(await dkForImpact(0.125))
    expect(await page.getByTestId('price-impact').getAttribute('class')).toBe('severity-3')
    expect(await swapButton(page).textContent()).toBe('Swap Anyway')
    await swapButton(page).click()
    answer = 'yes' // anything but the word sends nothing
    await page.getByTestId('confirm-swap').click()
    expect(dialogs.at(-1)?.type).toBe('prompt')
    expect(dialogs.at(-1)?.message).toContain('type the word "confirm"')
    answer = 'confirm'
    const before12 = await balanceOf(c, 'AURA', owner)
    await page.getByTestId('confirm-swap').click()
    await page.getByTestId('swap-submitted').waitFor()
    await page.getByTestId('swap-close').click()
    await expect.poll(() => balanceOf(c, 'AURA', owner)).toBe(before12 + out12)

    await sell(await dkForImpact(0.25))
    expect(await page.getByTestId('price-impact').getAttribute('class')).toBe('severity-4')
    await expectButton(page, 'Price Impact Too High', false)
  })

  it('in expert mode sends without the confirm dialog, and allows a high impact after the typed word', async () => {
    const c = chain()
    const [dk, aura] = [tokenAddress(c, 'DK'), tokenAddress(c, 'AURA')]
    const { page, wallet } = await harness.open({
      path: `/swap?inputCurrency=${dk}&outputCurrency=${aura}`,
      storage: { 'fomo.settings': JSON.stringify({ userExpertMode: true }) },
      config: (config) => ({
        ...config,
        chains: config.chains.map((entry) => ({ ...entry, explorerUrl: `https://explorer.example/${entry.chainId}` })),
      }),
    })
    const owner = wallet!.address
    await waitForSwapForm(page)
    page.on('dialog', (dialog) => void dialog.accept('confirm'))
    const amount = await dkForImpact(0.25)
    await page.getByTestId('amount-input').fill(whole(amount))
    const [, out] = await amountsOut(c, (amount / E18) * E18, ['DK', 'AURA'])
    await expectQuote(page, 'output', out!)
    await approveIfAsked(page) // the previous test approves DK without limit, when it ran
    await expectButton(page, 'Swap Anyway', true)
    const before = await balanceOf(c, 'AURA', owner)
    await swapButton(page).click()
    await expect.poll(() => balanceOf(c, 'AURA', owner)).toBe(before + out!)
    expect(await page.getByTestId('swap-confirm').count()).toBe(0)
    await expect.poll(() => page.getByTestId('amount-input').inputValue()).toBe('')
    // the finished swap's popup: its summary and the explorer link
    const popup = page.getByTestId('popups')
    await expect.poll(() => popup.textContent(), { timeout: 15_000 }).toContain('Swap ')
    const [sent] = await latestTransactionsOf(c.provider, owner)
    expect(await popup.getByTestId('popup-explorer').last().getAttribute('href')).toBe(
      `https://explorer.example/128/tx/${sent}`,
    )
  })

  it('routes around a mispriced pool whose price impact blocks the best route, and shows both routes', async () => {
    const c = chain()
    const snapshot = await c.provider.send('evm_snapshot', [])
    try {
      await addMispricedPool(c)
      const usdt = tokenAddress(c, 'USDT')
      const { page, wallet, errors } = await harness.open({ path: `/swap?inputCurrency=ETH&outputCurrency=${usdt}` })
      const owner = wallet!.address
      await waitForSwapForm(page)
      await page.getByTestId('amount-input').fill('0.5')
      const [, direct] = await amountsOut(c, E18 / 2n, ['WHT', 'USDT'])
      const [, , throughTiny] = await amountsOut(c, E18 / 2n, ['WHT', 'MGET', 'USDT'])
      expect(throughTiny).toBeGreaterThan(direct!) // the best output is the blocked route
      await expectQuote(page, 'output', direct!)
      const note = page.getByTestId('routed-around')
      await expect.poll(() => note.count()).toBe(1)
      expect(await note.getByTestId('blocked-best-route').textContent()).toMatch(
        /^Best price: [\d.]+ USDT via HT › MGET › (PNC › )?USDT, blocked at \d+\.\d+% price impact$/,
      )
      expect(await note.getByTestId('offered-route').textContent()).toMatch(
        /^Offered: [\d.]+ USDT via HT › USDT, 0\.\d+% price impact$/,
      )
      expect(await page.getByTestId('price-impact').getAttribute('class')).not.toBe('severity-4')
      await expectButton(page, 'Swap', true)
      const before = await balanceOf(c, 'USDT', owner)
      await swapButton(page).click()
      await page.getByTestId('confirm-swap').click()
      await page.getByTestId('swap-submitted').waitFor()
      await expect.poll(() => balanceOf(c, 'USDT', owner)).toBe(before + direct!)
      expect(errors).toEqual([])
    } finally {
      await c.provider.send('evm_revert', [snapshot])
    }
  })
})
