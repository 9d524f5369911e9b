import { type JsonRpcProvider, Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DevToken__factory, FomoRouter__factory, QuirkyToken__factory } from '../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { formatSwapAmount } from '../../../src/domain/format/formatSwapAmount'
import type { ForkedChain } from '../../support/forkDevnet'

export const E18 = 10n ** 18n

/** The address of a seeded token of the fork, by symbol. */
export function tokenAddress(chain: ForkedChain, symbol: string): string {
  if (symbol === 'WHT') return chain.record.contracts.wrappedNative
  const token = chain.record.tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`the seeded devnet has no ${symbol}`)
  return token.address
}

/** `owner`'s balance of a token (or the native coin for `HT`) on the fork. */
export function balanceOf(chain: ForkedChain, symbolOrAddress: string, owner: string): Promise<bigint> {
  if (symbolOrAddress === 'HT') return chain.provider.getBalance(owner)
  const address = symbolOrAddress.startsWith('0x') ? symbolOrAddress : tokenAddress(chain, symbolOrAddress)
  return DevToken__factory.connect(address, chain.provider).balanceOf(owner)
}

/** The router's own quote along `path` (token symbols): amounts out for an exact input. */
export async function amountsOut(chain: ForkedChain, amountIn: bigint, path: string[]): Promise<bigint[]> {
  const router = FomoRouter__factory.connect(chain.record.contracts.router, chain.provider)
  return router.getAmountsOut(
    amountIn,
    path.map((symbol) => (symbol.startsWith('0x') ? symbol : tokenAddress(chain, symbol))),
  )
}

/** The router's own quote along `path`: amounts in for an exact output. */
export async function amountsIn(chain: ForkedChain, amountOut: bigint, path: string[]): Promise<bigint[]> {
  const router = FomoRouter__factory.connect(chain.record.contracts.router, chain.provider)
  return router.getAmountsIn(
    amountOut,
    path.map((symbol) => (symbol.startsWith('0x') ? symbol : tokenAddress(chain, symbol))),
  )
}

/** A signer for dev account `index` on the fork (0 deployed everything; 1 is the browser's wallet). */
export function devSigner(chain: ForkedChain, index: number): Wallet {
  const account = devAccounts()[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return new Wallet(account.privateKey, chain.provider)
}

/** Another account swaps `amount` of `from` into `to` directly on the router (moving the price under the app). */
export async function swapOnChain(chain: ForkedChain, index: number, amount: bigint, path: string[]): Promise<void> {
  const signer = devSigner(chain, index)
  const addresses = path.map((symbol) => tokenAddress(chain, symbol))
  const token = DevToken__factory.connect(addresses[0]!, signer)
  await (await token.approve(chain.record.contracts.router, amount)).wait()
  const router = FomoRouter__factory.connect(chain.record.contracts.router, signer)
  await (await router.swapExactTokensForTokens(amount, 0n, addresses, signer.address, 2n ** 40n)).wait()
}

/**
 * Deploys a QuirkyToken (fee on transfer or frozen transfers, switched by its minter, dev account 0) with a pair
 * against USDT, and gives dev account 1 (the browser's wallet) some.
 */
export async function deployQuirkyToken(chain: ForkedChain, symbol: string, feeBips = 0n): Promise<string> {
  const deployer = devSigner(chain, 0)
  const token = await new QuirkyToken__factory(deployer).deploy(`Quirky ${symbol}`, symbol)
  await token.waitForDeployment()
  const address = await token.getAddress()
  await (await token.mint(deployer.address, 1_000_000n * E18)).wait()
  await (await token.mint(devSigner(chain, 1).address, 1_000_000n * E18)).wait()
  const usdt = DevToken__factory.connect(tokenAddress(chain, 'USDT'), deployer)
  const router = FomoRouter__factory.connect(chain.record.contracts.router, deployer)
  await (await token.approve(chain.record.contracts.router, 2n ** 255n)).wait()
  await (await usdt.approve(chain.record.contracts.router, 2n ** 255n)).wait()
  await (
    await router.addLiquidity(
      address,
      await usdt.getAddress(),
      100_000n * E18,
      100_000n * E18,
      0n,
      0n,
      deployer.address,
      2n ** 40n,
    )
  ).wait()
  if (feeBips > 0n) await (await token.setFeeBips(feeBips)).wait()
  return address
}

/**
 * Dev account 0 adds a tiny wrapped-native/MGET pool priced far from the market (2 HT against 50 MGET: 12.5 USDT per
 * HT where the market pays 8), so the best output for HT → USDT runs through it at a blocking price impact.
 */
export async function addMispricedPool(chain: ForkedChain): Promise<void> {
  const deployer = devSigner(chain, 0)
  const mget = DevToken__factory.connect(tokenAddress(chain, 'MGET'), deployer)
  await (await mget.approve(chain.record.contracts.router, 50n * E18)).wait()
  const router = FomoRouter__factory.connect(chain.record.contracts.router, deployer)
  const add = await router.addLiquidityETH(await mget.getAddress(), 50n * E18, 0n, 0n, deployer.address, 2n ** 40n, {
    value: 2n * E18,
  })
  await add.wait()
}

/** Freezes every transfer of a QuirkyToken. */
export async function freezeQuirkyToken(chain: ForkedChain, address: string): Promise<void> {
  await (await QuirkyToken__factory.connect(address, devSigner(chain, 0)).setFrozen(true)).wait()
}

/** Waits for the swap form, with the wallet's account known. */
export async function waitForSwapForm(page: Page): Promise<void> {
  await page.getByTestId('account-button').waitFor()
  await page.getByTestId('swap-form').waitFor()
}

/** Picks a currency for a side through the token selection modal. */
export async function pickCurrency(page: Page, side: 'input' | 'output', symbol: string): Promise<void> {
  await page.getByTestId(`select-${side}`).click()
  await page.getByTestId('token-select').waitFor()
  await page.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`).click()
}

export const swapButton = (page: Page) => page.getByTestId('swap-button')

/** Waits until the main button reads `text`. */
export async function expectButton(page: Page, text: string, enabled?: boolean): Promise<void> {
  await expect.poll(() => swapButton(page).textContent()).toBe(text)
  if (enabled !== undefined) await expect.poll(() => swapButton(page).isEnabled()).toBe(enabled)
}

export const approveButton = (page: Page) => page.getByTestId('approve-button')

/** The approve step's text, or `null` while it does not show. */
async function approveStepText(page: Page): Promise<string | null> {
  return (await approveButton(page).count()) > 0 ? approveButton(page).textContent() : null
}

/** The classes of the two step indicators under the approve flow (1: approve, 2: swap). */
export async function approveStepClasses(page: Page): Promise<(string | null)[]> {
  const steps = page.getByTestId('approve-steps').locator('li')
  return Promise.all([steps.nth(0).getAttribute('class'), steps.nth(1).getAttribute('class')])
}

/**
 * Approves the input token where the test knows it is not approved yet: the approve step must show (`Approve {symbol}`,
 * pressable), it is pressed and must reach Approved with the swap enabled. A missing step fails the test.
 */
export async function approve(page: Page): Promise<void> {
  await expect.poll(() => approveStepText(page), { timeout: 15_000 }).toMatch(/^Approve \S+$/)
  await approveButton(page).click()
  await expect.poll(() => approveStepText(page), { timeout: 15_000 }).toBe('Approved')
  await expect.poll(() => swapButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
}

/** Waits for the swap to be enabled with no approve step: the test knows the input token is approved already. */
export async function expectApproved(page: Page): Promise<void> {
  await expect.poll(() => swapButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
  expect(await approveStepText(page)).toBeNull()
}

/**
 * The tolerant form, only where the test cannot know whether the token is approved (an earlier test of the same file,
 * which may not have run, approves it without limit): approves when the step shows, then waits for the swap enabled.
 */
export async function approveIfAsked(page: Page): Promise<void> {
  await expect
    .poll(async () => ((await approveStepText(page)) !== null ? 1 : 0) + ((await swapButton(page).isEnabled()) ? 1 : 0))
    .toBeGreaterThan(0)
  if ((await approveStepText(page)) !== null && (await approveButton(page).isEnabled())) await approve(page)
  await expect.poll(() => swapButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
}

/** Swap → Confirm Swap → submitted → Close; returns the truncated hash shown. */
export async function swapThroughDialog(page: Page): Promise<string> {
  await swapButton(page).click()
  await page.getByTestId('swap-confirm').waitFor()
  await page.getByTestId('confirm-swap').click()
  await page.getByTestId('swap-submitted').waitFor()
  const hash = (await page.getByTestId('swap-hash').textContent()) ?? ''
  await page.getByTestId('swap-close').click()
  return hash
}

/** Waits until the dependent box shows the router's own quote (the app's reserves caught up with the chain). */
export async function expectQuote(page: Page, side: 'input' | 'output', raw: bigint): Promise<void> {
  await expect
    .poll(() => page.getByTestId(`amount-${side}`).inputValue(), { timeout: 15_000 })
    .toBe(formatSwapAmount(raw, 18))
}

/**
 * Waits until the output box shows the router's own quote for `amountIn` along the route the app shows (its best
 * route, which may change as other swaps move prices); returns that output.
 */
export async function expectRouteQuote(
  page: Page,
  chain: ForkedChain,
  amountIn: bigint,
  from: string,
  to: string,
): Promise<bigint> {
  let expected = 0n
  await expect
    .poll(
      async () => {
        const route =
          (await page.getByTestId('trade-route').count()) > 0
            ? await page.getByTestId('trade-route').textContent()
            : null
        const path = route ? route.split(' › ').map((symbol) => (symbol === 'HT' ? 'WHT' : symbol)) : [from, to]
        expected = (await amountsOut(chain, amountIn, path)).at(-1)!
        return (await page.getByTestId('amount-output').inputValue()) === formatSwapAmount(expected, 18)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return expected
}

/** Waits for the dependent box to show a quote. */
export async function quoted(page: Page, side: 'input' | 'output'): Promise<string> {
  await expect.poll(() => page.getByTestId(`amount-${side}`).inputValue(), { timeout: 15_000 }).not.toBe('')
  return page.getByTestId(`amount-${side}`).inputValue()
}

/** The gas a transaction cost its sender, in wei, from its receipt. */
export async function gasCost(provider: JsonRpcProvider, hash: string): Promise<bigint> {
  const receipt = await provider.getTransactionReceipt(hash)
  if (!receipt) throw new Error(`no receipt for ${hash}`)
  return receipt.gasUsed * receipt.gasPrice
}

/** The hashes of `from`'s transactions in the latest block. */
export async function latestTransactionsOf(provider: JsonRpcProvider, from: string): Promise<string[]> {
  const block = await provider.getBlock('latest', true)
  return (block?.prefetchedTransactions ?? []).filter((tx) => tx.from === from).map((tx) => tx.hash)
}
