import { parseEther } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { bridgeAmounts } from '../../src/domain/bridge/bridgeAmounts'
import { INDEXING } from './support/indexedToHeads'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

/** A dev account no other suite moves on these forks, so its balances change only by this test's transfers. */
const ACCOUNT = 7

let harness: WebHarness
beforeAll(async () => {
  // the server indexes both forks and runs the relayer: the status comes from the collection, its depth and the payout
  harness = await startWebHarness({ api: { indexer: INDEXING } })
})
afterAll(async () => harness?.stop())

const notice = (page: Page) => page.getByTestId('notice')
const auraOf = (chainId: number) => {
  const chain = harness.devnet.chain(chainId)
  const address = chain.record.tokens.find((token) => token.symbol === 'AURA')!.address
  return DevToken__factory.connect(address, chain.provider)
}
/** What `amount` AURA pays out from `chainId`, at the bridge's rates in the deployment record. */
const payoutOf = (chainId: number, amount: bigint) => {
  const bridge = harness.devnet.chain(chainId).record.bridge!
  const rates = { serviceBps: bridge.tokens.AURA!.serviceBps, destroyBps: bridge.destroyBps }
  return bridgeAmounts(amount, rates).payout
}

/**
 * Waits until the status panel shows `status`, mining a block on the source chain at each look: the collection's
 * depth grows by the blocks the test mines, never by waiting for time to pass.
 */
async function untilStatus(page: Page, sourceChainId: number, status: string): Promise<void> {
  const { provider } = harness.devnet.chain(sourceChainId)
  await expect
    .poll(
      async () => {
        await provider.send('evm_mine', [])
        return page.getByTestId('bridge-status').getAttribute('data-status')
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(status)
}

/** Fills the form and transfers `amount` AURA from the wallet's chain: Approve, then the transfer goes by itself. */
async function transfer(page: Page, amount: string): Promise<void> {
  await page.getByTestId('bridge-token-AURA').click()
  await expect.poll(() => page.getByTestId('bridge-balance').textContent()).not.toContain('…')
  await page.getByTestId('bridge-amount').fill(amount)
  await page.getByTestId('bridge-submit').click()
}

describe('the cross-chain bridge in the browser', () => {
  it('moves AURA 128 → 56 and back, showing each status to delivered, with the balances on both chains', async () => {
    // the bridge's config answers only once the form shows, as on a loaded machine: the form renders before it, with
    // no target chain yet, so every look below waits on its condition
    let formShown = () => {}
    const shown = new Promise<void>((resolve) => (formShown = resolve))
    const { page, wallet, errors } = await harness.open({
      path: '/acrossChain',
      account: ACCOUNT,
      beforeLoad: (page) =>
        page.route('**/api/get-convert-config/**', async (route) => {
          await shown
          await route.continue()
        }),
    })
    const owner = devAccounts()[ACCOUNT]!.address
    await page.getByTestId('bridge-form').waitFor()
    formShown()
    await expect.poll(() => page.getByTestId('bridge-target-chain').getAttribute('data-chain-id')).toBe('56')
    // the recipient defaults to the account; the spec's checks come first
    // (the wallet's account may reach the page just after the form renders)
    await expect
      .poll(async () => (await page.getByTestId('bridge-recipient').inputValue()).toLowerCase())
      .toBe(owner.toLowerCase())
    await page.getByTestId('bridge-submit').click()
    await expect.poll(() => notice(page).textContent()).toContain('Please fill in the transfer amount')

    // 128 → 56: 100 AURA
    const out = parseEther('100')
    const [sent128, received56] = await Promise.all([auraOf(128).balanceOf(owner), auraOf(56).balanceOf(owner)])
    await page.getByTestId('bridge-amount').fill('100')
    await expect.poll(() => page.getByTestId('bridge-receive').textContent()).not.toBe('—')
    await transfer(page, '100')
    await page.getByTestId('bridge-status').waitFor()
    await untilStatus(page, 128, 'delivered')
    await expect.poll(() => notice(page).textContent()).toContain('Successful transfer')
    await expect.poll(() => page.getByTestId('bridge-step-delivered').getAttribute('data-state')).toBe('done')
    await page.getByTestId('bridge-status-target-tx').waitFor()
    expect(await auraOf(128).balanceOf(owner)).toBe(sent128 - out)
    expect(await auraOf(56).balanceOf(owner)).toBe(received56 + payoutOf(128, out))

    // and back, 56 → 128: 50 AURA, after switching the wallet with "transfer the other way"
    await page.getByTestId('bridge-switch-direction').click()
    await expect.poll(() => wallet?.chainId).toBe(56)
    await expect.poll(() => page.getByTestId('bridge-target-chain').getAttribute('data-chain-id')).toBe('128')
    const back = parseEther('50')
    const [sent56, received128] = await Promise.all([auraOf(56).balanceOf(owner), auraOf(128).balanceOf(owner)])
    await transfer(page, '50')
    await expect.poll(() => page.getByTestId('bridge-status').getAttribute('data-status')).not.toBe('delivered')
    await untilStatus(page, 56, 'delivered')
    expect(await auraOf(56).balanceOf(owner)).toBe(sent56 - back)
    expect(await auraOf(128).balanceOf(owner)).toBe(received128 + payoutOf(56, back))

    // both show in the records, newest first, delivered
    await page.getByTestId('bridge-link-records').click()
    await expect.poll(() => page.getByTestId('bridge-record').count()).toBe(2)
    expect(
      await page.getByTestId('bridge-record').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))),
    ).toEqual(['delivered', 'delivered'])
    expect(await page.getByTestId('bridge-record-amount').allTextContents()).toEqual(['50 AURA', '100 AURA'])
    // the wallet signed the owner's consent to each transfer (EIP-712), which the server spent reserving its quota
    expect(wallet?.requests.filter((method) => method === 'eth_signTypedData_v4')).toHaveLength(2)
    const consents = await harness.server.composed.database.query<{ consent_nonce: string | null }>(
      'select consent_nonce::text from bridge_reservations where sender = $1',
      [owner.toLowerCase()],
    )
    expect(consents.map((row) => row.consent_nonce !== null)).toEqual([true, true])
    expect(errors).toEqual([])
  }, 240_000)
})
