import { verifyMessage, verifyTypedData } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { SPINNER_DELAY_MS } from '../../src/ui/stores/WalletStore'
import { PHONE, startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

const [devAccount0, , devAccount2] = devAccounts(3)

describe('wallet connection', () => {
  it('connects eagerly to an injected wallet that already authorised the site', async () => {
    const { page, wallet, errors } = await harness.open({ path: '/swap' })
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('account-button').textContent()).toContain('0x7099...79C8')
    expect(wallet?.requests).toContain('eth_accounts')
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('Enter an amount') // not Connect Wallet
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('stays read-only without an authorisation, then connects on request; a rejection is reported', async () => {
    const { page, wallet } = await harness.open({ path: '/swap', wallet: { authorized: false } })
    await page.getByTestId('connect-button').waitFor()
    expect(await page.getByTestId('network-badge').textContent()).toContain('Read-only')
    await page.getByTestId('block-number').waitFor() // prices and pools can load: the read-only network answers
    if (!wallet) throw new Error('no wallet')
    wallet.rejectNextRequest = true
    await page.getByTestId('swap-button').click()
    await page.getByTestId('wallet-option-injected').click()
    await expect
      .poll(() => page.getByTestId('wallet-problem').textContent())
      .toBe('The connection request was rejected.')
    await page.getByTestId('wallet-option-injected').click()
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('wallet-modal').count()).toBe(0)
  })

  it('without a wallet extension: the metaMask message, a read-only network and, on the devnet, the Dev wallet', async () => {
    const { page } = await harness.open({ path: '/swap', wallet: false })
    await page.getByTestId('connect-button').click()
    expect(await page.getByTestId('wallet-option-injected').textContent()).toContain(
      'Please install the Metamask plugin in Chrome',
    )
    await page.getByTestId('wallet-option-injected').click()
    await expect
      .poll(() => page.getByTestId('wallet-problem').textContent())
      .toBe('Please install the Metamask plugin in Chrome')
    await page.getByTestId('wallet-option-dev').click()
    await page.getByTestId('account-button').waitFor()
    expect(await page.getByTestId('account-button').textContent()).toContain(
      `${devAccount0!.address.slice(0, 6)}...${devAccount0!.address.slice(-4)}`,
    )
    await page.reload() // the Dev wallet reconnects eagerly
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('account-button').click()
    expect(await page.getByTestId('account-modal').textContent()).toContain('Connected with Dev wallet')
    await page.getByTestId('disconnect').click()
    await page.getByTestId('connect-button').waitFor()
    await page.reload()
    await page.getByTestId('connect-button').waitFor()
  })

  it('shows `unknown error` when neither a wallet nor the network can connect', async () => {
    const { page } = await harness.open({
      wallet: false,
      config: (config) => ({
        ...config,
        chains: config.chains.map((chain) => ({ ...chain, rpcUrl: 'http://127.0.0.1:9/' })),
      }),
    })
    await page.getByTestId('connection-error').waitFor()
    expect(await page.getByTestId('connection-error').textContent()).toBe('unknown error')
  })

  it('shows the spinner only after 600 ms of connecting, and never for a fast connection', async () => {
    // time is the page's fake clock, paused from the start: only runFor moves it; the slow wallet answers when the test
    // releases it, so nothing here depends on how fast the machine is
    const pausedClockAndSpinnerLog = async (page: Page) => {
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="wallet-connecting"] .spinner')) sessionStorage.setItem('spun', '1')
        }).observe(document, { subtree: true, childList: true })
      })
      await page.clock.install({ time: 0 })
      await page.clock.pauseAt(1_000)
    }
    const spun = (page: Page) => page.evaluate(() => sessionStorage.getItem('spun') === '1')
    // React renders in tasks of its own (MessageChannel, which the fake clock leaves alone): let a few run before
    // looking for what a timer that fired would have shown
    const settle = (page: Page) =>
      page.evaluate(async () => {
        for (let i = 0; i < 5; i++) {
          await new Promise<void>((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(0)
          })
        }
      })
    const spinner = '[data-testid="wallet-connecting"] .spinner'

    const slow = await harness.open({
      path: '/swap',
      wallet: { holdConnection: true },
      beforeLoad: pausedClockAndSpinnerLog,
    })
    await slow.page.getByTestId('wallet-connecting').waitFor()
    await slow.page.clock.runFor(SPINNER_DELAY_MS - 1)
    await settle(slow.page)
    expect(await spun(slow.page)).toBe(false)
    await slow.page.clock.runFor(1)
    await slow.page.locator(spinner).waitFor()
    slow.wallet!.releaseConnection()
    await slow.page.clock.resume()
    await slow.page.getByTestId('account-button').waitFor()
    expect(await slow.page.locator('.spinner').count()).toBe(0)

    const fast = await harness.open({ path: '/swap', beforeLoad: pausedClockAndSpinnerLog })
    await fast.page.getByTestId('account-button').waitFor()
    await fast.page.clock.runFor(SPINNER_DELAY_MS * 2)
    await settle(fast.page)
    expect(await spun(fast.page)).toBe(false)
  })

  it('follows account and chain changes, and goes read-only when the wallet disconnects the site', async () => {
    const { page, wallet } = await harness.open({ path: '/swap' })
    if (!wallet) throw new Error('no wallet')
    await page.getByTestId('account-button').waitFor()
    await wallet.changeAccount(devAccount2!.privateKey)
    await expect.poll(() => page.getByTestId('account-button').textContent()).toContain('0x3C44...93BC')
    await wallet.changeChain(56)
    await expect.poll(() => page.getByTestId('network-badge').getAttribute('data-chain-id')).toBe('56')
    await wallet.revoke()
    await page.getByTestId('connect-button').waitFor()
    expect(await page.getByTestId('network-badge').getAttribute('data-chain-id')).toBe('128')
  })

  it('on an unsupported network: `unsupported network id` and buttons that switch (or add) a FomoSwap chain', async () => {
    const { page, wallet } = await harness.open({ path: '/pool', wallet: { chainId: 1337 } })
    if (!wallet) throw new Error('no wallet')
    await page.getByTestId('unsupported-network').waitFor()
    expect(await page.getByTestId('unsupported-network').textContent()).toContain('unsupported network id: 1337')
    expect(await page.getByTestId('network-badge').textContent()).toBe('Wrong network')
    await page.getByTestId('switch-to-56').click()
    await expect.poll(() => page.getByTestId('network-badge').getAttribute('data-chain-id')).toBe('56')
    expect(await page.getByTestId('unsupported-network').count()).toBe(0)
    expect(wallet.requests).toContain('wallet_switchEthereumChain')

    const unknown = await harness.open({ path: '/pool', wallet: { chainId: 1337 } })
    if (!unknown.wallet) throw new Error('no wallet')
    await unknown.page.evaluate(() => undefined)
    // a wallet that does not know chain 128 answers 4902; the app then adds it
    const forgetful = unknown.wallet as unknown as { chains: Map<number, string> }
    const url = forgetful.chains.get(128)!
    forgetful.chains.delete(128)
    await unknown.page.getByTestId('switch-to-128').click()
    await expect.poll(() => unknown.page.getByTestId('network-badge').getAttribute('data-chain-id')).toBe('128')
    expect(unknown.wallet.requests).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(forgetful.chains.get(128)).toBe(url)
  })
})

describe('page loads that log nothing', () => {
  it('loads the product’s own token list over plain HTTP on the first try (no failed https attempt)', async () => {
    const failed: string[] = []
    const lists: string[] = []
    const { page, errors } = await harness.open({
      path: '/swap',
      beforeLoad: async (page) => {
        page.on('requestfailed', (request) => failed.push(request.url()))
        page.on(
          'response',
          (response) => response.url().endsWith('/default-token-list.json') && lists.push(response.url()),
        )
      },
    })
    await expect.poll(() => lists.length, { timeout: 15_000 }).toBe(1)
    expect(lists[0]!.startsWith('http://')).toBe(true)
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('Enter an amount')
    expect(failed).toEqual([])
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('on an unsupported network disables the swap form and leaves nothing uncaught', async () => {
    const { page, errors } = await harness.open({ path: '/swap', wallet: { chainId: 1337 } })
    await page.getByTestId('unsupported-network').waitFor()
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('Wrong network')
    expect(await page.getByTestId('swap-button').isDisabled()).toBe(true)
    for (const control of ['amount-input', 'amount-output', 'select-input', 'select-output', 'switch-currencies'])
      expect(await page.getByTestId(control).isDisabled(), control).toBe(true)
    // the form's reactions (blocks, balances, reserves) ran as it rendered; the list and the polls follow within a second
    await page.waitForTimeout(1_500)
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})

describe('the network badge', () => {
  const chainOf = (page: import('playwright-core').Page) =>
    page.getByTestId('network-badge').getAttribute('data-chain-id')

  it('opens a chain choice that switches the injected wallet, adding the chain when the wallet does not know it', async () => {
    const { page, wallet, errors } = await harness.open({ path: '/swap' })
    if (!wallet) throw new Error('no wallet')
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('network-badge').click()
    const menu = page.getByTestId('network-menu')
    expect(await menu.getByRole('button').allTextContents()).toEqual(['HECO', 'BSC'])
    expect(await menu.getByTestId('network-choice-128').getAttribute('aria-current')).toBe('true')
    await menu.getByTestId('network-choice-56').click()
    await expect.poll(() => chainOf(page)).toBe('56')
    expect(await page.getByTestId('network-menu').count()).toBe(0)
    expect(wallet.requests).toContain('wallet_switchEthereumChain')
    expect(wallet.requests).not.toContain('wallet_addEthereumChain')

    // a wallet that does not know chain 128 answers 4902; the badge's choice then adds it
    const forgetful = wallet as unknown as { chains: Map<number, string> }
    const url = forgetful.chains.get(128)!
    forgetful.chains.delete(128)
    await page.getByTestId('network-badge').click()
    await page.getByTestId('network-choice-128').click()
    await expect.poll(() => chainOf(page)).toBe('128')
    expect(wallet.requests).toContain('wallet_addEthereumChain')
    expect(forgetful.chains.get(128)).toBe(url)
    expect(errors).toEqual([])
  })

  it('lets the Dev wallet reach chain 56 and back, keeping the chain across a reload', async () => {
    const { page, errors } = await harness.open({ path: '/swap', wallet: false })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').click()
    await page.getByTestId('account-button').waitFor()
    expect(await chainOf(page)).toBe('128')
    await page.getByTestId('network-badge').click()
    await page.getByTestId('network-choice-56').click()
    await expect.poll(() => chainOf(page)).toBe('56')
    await page.getByTestId('bottom-bar').waitFor()
    // a browser wallet remembers the chain it was switched to; so does the Dev wallet (issue 30)
    await page.reload()
    await page.getByTestId('account-button').waitFor()
    await expect.poll(() => chainOf(page)).toBe('56')
    await page.getByTestId('network-badge').click()
    await page.getByTestId('network-choice-128').click()
    await expect.poll(() => chainOf(page)).toBe('128')
    expect(errors).toEqual([])
  })
})

describe('account view and transactions', () => {
  it('shows the shortened address, copies it, links the explorer, and signs through the injected wallet', async () => {
    const { page, context, wallet } = await harness.open({
      path: '/swap',
      viewport: PHONE,
      config: (config) => ({
        ...config,
        chains: config.chains.map((chain) => ({ ...chain, explorerUrl: `https://explorer.example/${chain.chainId}` })),
      }),
    })
    if (!wallet) throw new Error('no wallet')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByTestId('account-button').click()
    expect(await page.getByTestId('account-address').textContent()).toBe('0x7099...79C8')
    await page.getByTestId('copy-address').click()
    await expect.poll(() => page.getByTestId('copy-address').textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
    expect(await page.getByTestId('explorer-link').getAttribute('href')).toBe(
      `https://explorer.example/128/address/${wallet.address}`,
    )

    const domain = { name: 'Fomo-LP', version: '1', chainId: 128, verifyingContract: `0x${'11'.repeat(20)}` }
    const types = {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    }
    const value = { owner: wallet.address, value: '1000' }
    const signatures = await page.evaluate(
      async ([d, t, v]) => {
        const stores = (window as unknown as { __fomo: { wallet: { connectedWallet(): unknown } } }).__fomo
        const signer = stores.wallet.connectedWallet() as {
          signTypedData(a: unknown, b: unknown, c: unknown): Promise<string>
          signMessage(m: string): Promise<string>
        }
        return [await signer.signTypedData(d, t, v), await signer.signMessage('hello FomoSwap')]
      },
      [domain, types, value] as const,
    )
    expect(verifyTypedData(domain, types, value, signatures[0]!)).toBe(wallet.address)
    expect(verifyMessage('hello FomoSwap', signatures[1]!)).toBe(wallet.address)
    expect(wallet.requests).toEqual(expect.arrayContaining(['eth_signTypedData_v4', 'personal_sign']))
  })

  it('keeps the network menu above the transaction popups, so the chain can be switched while they show', async () => {
    const { page, wallet, errors } = await harness.open({ path: '/swap', viewport: PHONE })
    if (!wallet) throw new Error('no wallet')
    await page.getByTestId('account-button').waitFor()
    await page.evaluate(async (to) => {
      const stores = (
        window as unknown as {
          __fomo: {
            wallet: { account: string; connectedWallet(): { sendTransaction(r: unknown): Promise<{ hash: string }> } }
            transactions: { add(c: number, h: string, f: string, s?: string): Promise<void> }
          }
        }
      ).__fomo
      for (let i = 0; i < 3; i++) {
        const sent = await stores.wallet.connectedWallet().sendTransaction({ to, value: 1000n + BigInt(i) })
        await stores.transactions.add(128, sent.hash, stores.wallet.account, `Send ${i}`)
      }
    }, devAccount2!.address)
    await harness.devnet.chain(128).provider.send('evm_mine', [])
    await expect.poll(() => page.getByTestId('popup').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3)
    await page.getByTestId('network-badge').click()
    const choice = page.getByTestId('network-choice-56')
    const box = (await choice.boundingBox())!
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="network-menu"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(topmost).toBe(true)
    await choice.click({ timeout: 5_000 }) // Playwright refuses a click another element would receive
    expect(wallet.requests).toContain('wallet_switchEthereumChain')
    expect(errors).toEqual([])
  })

  it('tracks a sent transaction from pending to confirmed, refuses a duplicate, and clears all', async () => {
    const { page, wallet } = await harness.open({ path: '/swap' })
    if (!wallet) throw new Error('no wallet')
    await page.getByTestId('account-button').waitFor()
    const result = await page.evaluate(async (to) => {
      const stores = (
        window as unknown as {
          __fomo: {
            wallet: { account: string; connectedWallet(): { sendTransaction(r: unknown): Promise<{ hash: string }> } }
            transactions: { add(c: number, h: string, f: string, s?: string): Promise<void> }
          }
        }
      ).__fomo
      const sent = await stores.wallet.connectedWallet().sendTransaction({ to, value: 1000n })
      await stores.transactions.add(128, sent.hash, stores.wallet.account, 'Send 0.000000000000001 HT')
      const duplicate = await stores.transactions
        .add(128, sent.hash, stores.wallet.account)
        .then(() => 'added twice')
        .catch((error: Error) => error.message)
      return { hash: sent.hash, duplicate }
    }, devAccount2!.address)
    expect(result.duplicate).toBe('Attempted to add existing transaction.')
    expect(wallet.requests).toContain('eth_sendTransaction')
    await page.getByTestId('account-button').click()
    await page.getByTestId('transaction').waitFor()
    await harness.devnet.chain(128).provider.send('evm_mine', [])
    await expect
      .poll(() => page.getByTestId('transaction').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('confirmed')
    expect(await page.getByTestId('transaction').textContent()).toContain('Send 0.000000000000001 HTConfirmed')
    await page.reload()
    await page.getByTestId('account-button').click()
    expect(await page.getByTestId('transaction').getAttribute('data-status')).toBe('confirmed')
    await page.getByTestId('clear-transactions').click()
    await page.getByTestId('no-transactions').waitFor()
  })
})
