import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { shortenAddress } from '../../src/domain/format/shortenAddress'
import { startWebHarness, type WebHarness } from './support/startWebHarness'
import { balanceOf, E18, expectButton, swapButton, tokenAddress, waitForSwapForm } from './support/swapSteps'
import { TestWallet } from './support/TestWallet'

let harness: WebHarness
const wallets: TestWallet[] = []
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => {
  for (const wallet of wallets) wallet.close()
  await harness?.stop()
})

const svg = (colour: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${colour}"/></svg>`,
  ).toString('base64')}`
const ALPHA = {
  uuid: '6f1c0d5e-0000-4000-8000-00000000000a',
  name: 'Alpha Wallet',
  icon: svg('#e2761b'),
  rdns: 'com.alpha',
}
const BETA = {
  uuid: '6f1c0d5e-0000-4000-8000-00000000000b',
  name: 'Beta Wallet',
  icon: svg('#3375bb'),
  rdns: 'org.beta',
}

/** A devnet wallet holding dev account `index`, on chain 128, not yet authorised for the site. */
function devnetWallet(index: number): TestWallet {
  const chains = Object.fromEntries(harness.config.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const wallet = new TestWallet({ privateKey: devAccounts()[index]!.privateKey, chains, chainId: 128 })
  wallets.push(wallet)
  return wallet
}

describe('wallet discovery (EIP-6963)', () => {
  it('lists each announced wallet with its name and icon, once beside window.ethereum, and sends through the one picked', async () => {
    const alpha = devnetWallet(2) // also window.ethereum: the legacy entry is not listed twice
    const beta = devnetWallet(3)
    const c = harness.devnet.chain(128)
    const { page, errors } = await harness.open({
      path: `/swap?inputCurrency=HT&outputCurrency=${tokenAddress(c, 'WHT')}`,
      wallet: false,
      beforeLoad: async (p) => {
        await alpha.install(p, { injected: true, announce: ALPHA })
        await beta.install(p, { announce: BETA })
      },
    })
    await page.getByTestId('connect-button').click()
    const options = page.locator('[data-testid^="wallet-option-"]')
    await expect
      .poll(() => options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid'))))
      .toEqual(['wallet-option-eip6963:com.alpha', 'wallet-option-eip6963:org.beta', 'wallet-option-dev'])
    for (const { rdns, name, icon } of [ALPHA, BETA]) {
      const option = page.getByTestId(`wallet-option-eip6963:${rdns}`)
      expect(await option.locator('strong').textContent()).toBe(name)
      expect(await option.locator('small').textContent()).toBe('A wallet extension in this browser')
      const image = option.locator('img')
      expect(await image.getAttribute('src')).toBe(icon)
      // drawn under the app's Content-Security-Policy (img-src allows data:)
      await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(32)
    }

    // a wallet announcing itself while the list is open joins it
    await page.evaluate(() => {
      const detail = {
        info: { uuid: 'late-1', name: 'Late Wallet', icon: 'data:image/png;base64,iVBORw0KGgo=', rdns: 'io.late' },
        provider: { request: async () => [] },
      }
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    })
    await page.getByTestId('wallet-option-eip6963:io.late').waitFor()

    await page.getByTestId('wallet-option-eip6963:org.beta').click()
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('account-button').textContent()).toContain(shortenAddress(beta.address))
    expect(alpha.requests).not.toContain('eth_requestAccounts')
    await page.getByTestId('account-button').click()
    expect(await page.getByTestId('account-modal').textContent()).toContain('Connected with Beta Wallet')
    await page.keyboard.press('Escape')

    // a transaction, signed by the wallet picked
    await waitForSwapForm(page)
    const before = await balanceOf(c, 'WHT', beta.address)
    await page.getByTestId('amount-input').fill('0.5')
    await expectButton(page, 'Wrap', true)
    await swapButton(page).click()
    await expect.poll(() => balanceOf(c, 'WHT', beta.address)).toBe(before + E18 / 2n)
    expect(beta.requests).toContain('eth_sendTransaction')
    expect(alpha.requests).not.toContain('eth_sendTransaction')

    // the wallet picked reconnects on the next visit, not window.ethereum
    await page.reload()
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('account-button').textContent()).toContain(shortenAddress(beta.address))
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})
