import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../src/ui/config/AppConfig'
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
    expect(await page.getByTestId('network-badge').textContent()).toContain('Read-only')

    // the app stays usable: the modal closes, the read-only network answers, another wallet still connects
    await page.keyboard.press('Escape')
    await page.getByTestId('block-number').waitFor()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').click()
    await page.getByTestId('account-button').waitFor()
  })
})
