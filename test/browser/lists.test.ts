import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TokenInfo, TokenList } from '../../src/domain/lists/TokenList'
import { husdInfo, usdtInfo, whtInfo } from '../domain/lists/tokenLists'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

/** The lists the local list server answers with, by path; changed by the tests between page loads. */
const served = new Map<string, TokenList>()
const list = (name: string, version: [number, number, number], tokens: TokenInfo[]): TokenList => ({
  name,
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: version[0], minor: version[1], patch: version[2] },
  tokens,
})

let harness: WebHarness
let listServer: Server
let listBase: string
beforeAll(async () => {
  listServer = createServer((request, response) => {
    const body = served.get(request.url ?? '')
    response.setHeader('access-control-allow-origin', '*')
    if (!body) return void response.writeHead(404).end()
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => listServer.listen(0, '127.0.0.1', resolve))
  listBase = `http://127.0.0.1:${(listServer.address() as AddressInfo).port}`
  harness = await startWebHarness()
})
afterAll(async () => {
  await harness?.stop()
  await new Promise((resolve) => listServer?.close(resolve))
})

async function openManageLists(page: Page) {
  await page.getByTestId('menu-button').click()
  await page.getByTestId('menu-lists').click()
  await page.getByTestId('manage-lists').waitFor()
}

async function addList(page: Page, url: string) {
  await page.getByTestId('list-input').fill(url)
  await page.getByTestId('list-add').click()
}

const rowNames = (page: Page) => page.getByTestId('list-name').allTextContents()
const row = (page: Page, url: string) => page.locator(`[data-testid="list-row"][data-url="${url}"]`)

describe('Manage Lists', () => {
  it('adds a list by URL, sorted by name; selects it; removes it only after REMOVE, never the only list', async () => {
    served.set('/alpha.json', list('Alpha Tokens', [1, 0, 0], [usdtInfo, whtInfo]))
    const url = `${listBase}/alpha.json`
    const { page, errors } = await harness.open({ path: '/swap' })
    await openManageLists(page)
    await expect.poll(() => rowNames(page)).toEqual(['FomoSwap Default'])
    await page.getByTestId('list-options').click()
    expect(await page.getByTestId('list-remove').isDisabled()).toBe(true)
    expect(await page.getByTestId('lists-viewer').getAttribute('href')).toBe('https://tokenlists.org')

    await addList(page, url)
    await expect.poll(() => rowNames(page)).toEqual(['Alpha Tokens', 'FomoSwap Default'])
    expect(await row(page, url).textContent()).toContain('2 tokens')
    expect(await page.getByTestId('list-input').inputValue()).toBe('')
    await row(page, url).getByTestId('list-select').click()
    await expect.poll(() => row(page, url).getByTestId('list-select').textContent()).toBe('Selected')

    await row(page, url).getByTestId('list-options').click()
    expect(await row(page, url).getByTestId('list-view').getAttribute('href')).toBe(
      `https://tokenlists.org/token-list?url=${encodeURIComponent(url)}`,
    )
    await row(page, url).getByTestId('list-remove').click()
    await row(page, url).getByTestId('list-remove-confirm').fill('REMOV')
    expect(await rowNames(page)).toHaveLength(2)
    await row(page, url).getByTestId('list-remove-confirm').fill('REMOVE')
    await expect.poll(() => rowNames(page)).toEqual(['FomoSwap Default'])
    expect(await page.getByTestId('list-select').textContent()).toBe('Selected') // the first remaining is selected
    expect(errors).toEqual([])
  })

  it('shows the unrecognised-protocol and failed-download messages, adding nothing', async () => {
    const { page } = await harness.open({ path: '/swap' })
    await openManageLists(page)
    await addList(page, 'ftp://example.com/list.json')
    await expect.poll(() => page.getByTestId('list-error').textContent()).toBe('Unrecognized list URL protocol.')
    const missing = `${listBase}/missing.json`
    await addList(page, missing)
    await expect
      .poll(() => page.getByTestId('list-error').textContent(), { timeout: 25_000 })
      .toBe(`Failed to download list ${missing}`)
    expect(await rowNames(page)).toEqual(['FomoSwap Default'])
  })
})

describe('list updates', () => {
  it('applies a MINOR update with a notice popup, and asks for a MAJOR one in a popup that stays until Accept', async () => {
    served.set('/beta.json', list('Beta Tokens', [1, 0, 0], [usdtInfo]))
    const url = `${listBase}/beta.json`
    const { page, errors } = await harness.open({ path: '/swap' })
    await openManageLists(page)
    await addList(page, url)
    await expect.poll(() => row(page, url).textContent()).toContain('1 token')

    served.set('/beta.json', list('Beta Tokens', [1, 1, 0], [usdtInfo, whtInfo])) // a token added: MINOR suffices
    await page.reload()
    const popup = page.getByTestId('popup')
    await expect.poll(() => popup.textContent()).toContain('The token list Beta Tokens was updated to version 1.1.0.')
    await openManageLists(page)
    await expect.poll(() => row(page, url).textContent()).toContain('2 tokens')
    await page.keyboard.press('Escape')
    await page.getByTestId('popup-dismiss').click()
    await expect.poll(() => popup.count()).toBe(0)

    served.set('/beta.json', list('Beta Tokens', [2, 0, 0], [husdInfo])) // tokens removed: MAJOR, the user decides
    await page.reload()
    await expect
      .poll(() => popup.textContent())
      .toContain('An update is available for the token list Beta Tokens: version 1.1.0 to 2.0.0.')
    expect(await popup.textContent()).toContain('1 tokens added, 2 tokens removed.')
    const stored = await page.evaluate(() => localStorage.getItem('fomo.lists'))
    expect(JSON.parse(stored ?? '{}').byUrl[url].pendingUpdate.version.major).toBe(2) // pending, not applied
    await openManageLists(page)
    expect(await row(page, url).textContent()).toContain('2 tokens')
    await row(page, url).getByTestId('list-options').click()
    await row(page, url).getByTestId('list-update').waitFor() // Update list offered while an update is pending
    await page.keyboard.press('Escape')
    await page.getByTestId('popup-accept').click()
    await expect.poll(() => popup.count()).toBe(0)
    await openManageLists(page)
    await expect.poll(() => row(page, url).textContent()).toContain('1 token')
    expect(errors).toEqual([])
  })
})

describe('transaction popups', () => {
  it('shows a popup with the summary when a transaction is confirmed, and hides it on dismiss', async () => {
    const { page, errors } = await harness.open({ path: '/swap' })
    await page.getByTestId('account-button').waitFor()
    await page.evaluate(async () => {
      const stores = (
        window as unknown as {
          __fomo: {
            wallet: { account: string; connectedWallet(): { sendTransaction(r: unknown): Promise<{ hash: string }> } }
            transactions: { add(c: number, h: string, f: string, s?: string): Promise<void> }
          }
        }
      ).__fomo
      const sent = await stores.wallet.connectedWallet().sendTransaction({ to: stores.wallet.account, value: 1n })
      await stores.transactions.add(128, sent.hash, stores.wallet.account, 'Send 1 wei')
    })
    await harness.devnet.chain(128).provider.send('evm_mine', [])
    const popup = page.locator('[data-testid="popup"][data-kind="transaction"]')
    await expect.poll(() => popup.textContent(), { timeout: 10_000 }).toBe('Transaction confirmedSend 1 wei×')
    await popup.getByTestId('popup-dismiss').click()
    await expect.poll(() => popup.count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('follows new blocks through the node’s new-heads stream: no polling, at most 2 JSON-RPC requests a block, the popup at the block', async () => {
    // polling once an hour: only the stream can bring the blocks and the receipt within the test
    const HOUR = 3_600_000
    const { page, errors } = await harness.open({
      path: '/swap',
      config: (config) => ({
        ...config,
        pollingIntervalMs: HOUR,
        chains: config.chains.map((chain) => ({ ...chain, blockTimeMs: HOUR })),
      }),
    })
    await page.getByTestId('account-button').waitFor()
    const chain = harness.devnet.chain(128)
    const badge = page.getByTestId('block-number')
    await expect.poll(() => badge.textContent()).toBe(String(await chain.provider.getBlockNumber()))
    await page.waitForTimeout(1_000) // the page's first reads are done
    const rpcOrigin = new URL(chain.rpcUrl).origin
    let requests = 0
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).origin !== rpcOrigin) return
      const body = JSON.parse(request.postData() ?? '{}') as unknown
      requests += Array.isArray(body) ? body.length : 1
    })
    page.on('websocket', (socket) => socket.on('framesent', () => requests++))
    const BLOCKS = 5
    for (let block = 0; block < BLOCKS; block++) {
      await chain.provider.send('evm_mine', [])
      const head = await chain.provider.getBlockNumber()
      await expect.poll(() => badge.textContent(), { timeout: 5_000 }).toBe(String(head))
      await page.waitForTimeout(300) // the block's reads go out after the 100 ms debounce and the 50 ms batch wait
    }
    expect(requests / BLOCKS).toBeLessThanOrEqual(2)

    await page.evaluate(async () => {
      const stores = (
        window as unknown as {
          __fomo: {
            wallet: { account: string; connectedWallet(): { sendTransaction(r: unknown): Promise<{ hash: string }> } }
            transactions: { add(c: number, h: string, f: string, s?: string): Promise<void> }
          }
        }
      ).__fomo
      const sent = await stores.wallet.connectedWallet().sendTransaction({ to: stores.wallet.account, value: 1n })
      await stores.transactions.add(128, sent.hash, stores.wallet.account, 'Send 1 wei')
    })
    const popup = page.locator('[data-testid="popup"][data-kind="transaction"]')
    await expect.poll(() => popup.textContent(), { timeout: 5_000 }).toBe('Transaction confirmedSend 1 wei×')
    expect(errors).toEqual([])
  })
})
