import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../src/ui/config/AppConfig'
import { startLocalRelay } from './support/startLocalRelay'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

// a project id, and a relay on a closed local port so that nothing waits on DNS or the internet
const withWalletConnect = (config: AppConfig): AppConfig => ({
  ...config,
  walletConnectProjectId: 'test-project',
  walletConnectRelayUrl: 'ws://127.0.0.1:9',
})

describe('WalletConnect', () => {
  it('is not offered without a project id', async () => {
    const { page } = await harness.open({ path: '/swap', wallet: false })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').waitFor()
    expect(await page.getByTestId('wallet-option-walletConnect').count()).toBe(0)
  })

  it('is offered with a project id, loads only when picked, and without a relay ends in `unknown error`, read-only', async () => {
    const { page } = await harness.open({ path: '/swap', wallet: false, config: withWalletConnect })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.getByTestId('connect-button').click()
    const option = page.getByTestId('wallet-option-walletConnect')
    expect(await option.textContent()).toBe('WalletConnectScan a QR code with a mobile wallet')
    expect(scripts.filter((path) => path.includes('createWalletConnectProvider'))).toEqual([])

    await option.click()
    await expect.poll(() => page.getByTestId('wallet-problem').textContent(), { timeout: 20_000 }).toBe('unknown error')
    expect(scripts.filter((path) => path.includes('createWalletConnectProvider'))).toHaveLength(1)
    await expect.poll(() => page.getByTestId('network-badge').textContent()).toContain('Read-only')

    // the app stays usable: the modal closes, the read-only network answers, another wallet still connects
    await page.keyboard.press('Escape')
    await page.getByTestId('block-number').waitFor()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').click()
    await page.getByTestId('account-button').waitFor()
  })

  it('offline, through a relay on this machine: pairs as far as the proposal, its wc: link in the QR modal', async () => {
    const relay = await startLocalRelay()
    try {
      const { page } = await harness.open({
        path: '/swap',
        wallet: false,
        config: (config) => ({ ...withWalletConnect(config), walletConnectRelayUrl: relay.url }),
      })
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-option-walletConnect').click()
      // the package's QR modal (AppKit) draws the pairing link as a QR code
      const qr = page.locator('w3m-modal wui-qr-code')
      await expect.poll(() => qr.count(), { timeout: 30_000 }).toBe(1)
      const uri = await qr.evaluate((node) => String((node as unknown as { uri?: string }).uri ?? ''))
      // wc:<pairing topic>@2?…relay-protocol=irn&symKey=<the key a wallet decrypts the proposal with>
      const [, topic, query] = /^wc:([0-9a-f]{64})@2\?(.*)$/.exec(uri) ?? []
      expect(topic, uri).toBeDefined()
      const params = new URLSearchParams(query)
      expect(params.get('relay-protocol')).toBe('irn')
      expect(params.get('symKey')).toMatch(/^[0-9a-f]{64}$/)
      // the relay was handed the session proposal on the pairing topic, for the wallet that scans the code
      await expect
        .poll(() => relay.requests.some((r) => r.method === 'wc_proposeSession' && r.params.pairingTopic === topic))
        .toBe(true)
      // no wallet takes it: the app waits for one, without an error
      expect(await page.getByTestId('wallet-problem').count()).toBe(0)
      expect(await page.getByTestId('account-button').count()).toBe(0)
    } finally {
      await relay.close()
    }
  })
})
