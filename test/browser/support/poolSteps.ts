import { type ContractTransactionResponse, Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import {
  DevToken__factory,
  FomoFactory__factory,
  FomoPair__factory,
  FomoRouter__factory,
  QuirkyToken__factory,
} from '../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import type { ForkedChain } from '../../support/forkDevnet'

export const E18 = 10n ** 18n
const FOREVER = 2n ** 40n

/** A seeded token's address on the fork (`WHT` for the wrapped native coin). */
export function token(chain: ForkedChain, symbol: string): string {
  if (symbol === 'WHT') return chain.record.contracts.wrappedNative
  const found = chain.record.tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`the seeded devnet has no ${symbol}`)
  return found.address
}

/** A token's (or with `HT` the native coin's) balance of `owner` on the fork. */
export function balance(chain: ForkedChain, symbolOrAddress: string, owner: string): Promise<bigint> {
  if (symbolOrAddress === 'HT') return chain.provider.getBalance(owner)
  const address = symbolOrAddress.startsWith('0x') ? symbolOrAddress : token(chain, symbolOrAddress)
  return DevToken__factory.connect(address, chain.provider).balanceOf(owner)
}

/** The pair of two tokens (symbols or addresses) on the fork; the zero address when none. */
export function pairOf(chain: ForkedChain, a: string, b: string): Promise<string> {
  const address = (x: string) => (x.startsWith('0x') ? x : token(chain, x))
  return FomoFactory__factory.connect(chain.record.contracts.factory, chain.provider).getPair(address(a), address(b))
}

/** A pair's reserves in the order of `a` and `b`, and its LP supply. */
export async function poolOf(chain: ForkedChain, a: string, b: string) {
  const address = await pairOf(chain, a, b)
  const pair = FomoPair__factory.connect(address, chain.provider)
  const [[reserve0, reserve1], token0, totalSupply] = await Promise.all([
    pair.getReserves(),
    pair.token0(),
    pair.totalSupply(),
  ])
  const aFirst = token0.toLowerCase() === (a.startsWith('0x') ? a : token(chain, a)).toLowerCase()
  return { address, reserveA: aFirst ? reserve0 : reserve1, reserveB: aFirst ? reserve1 : reserve0, totalSupply }
}

export function devSigner(chain: ForkedChain, index: number): Wallet {
  const account = devAccounts()[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return new Wallet(account.privateKey, chain.provider)
}

async function mined(sent: Promise<ContractTransactionResponse>): Promise<void> {
  await (await sent).wait()
}

/** Dev account `index` adds liquidity to a token pair directly on the router. */
export async function addOnChain(
  chain: ForkedChain,
  index: number,
  a: string,
  b: string,
  amountA: bigint,
  amountB: bigint,
) {
  const signer = devSigner(chain, index)
  const router = chain.record.contracts.router
  const [addressA, addressB] = [a, b].map((x) => (x.startsWith('0x') ? x : token(chain, x))) as [string, string]
  await mined(DevToken__factory.connect(addressA, signer).approve(router, amountA))
  await mined(DevToken__factory.connect(addressB, signer).approve(router, amountB))
  await mined(
    FomoRouter__factory.connect(router, signer).addLiquidity(
      addressA,
      addressB,
      amountA,
      amountB,
      0n,
      0n,
      signer.address,
      FOREVER,
    ),
  )
}

/** Dev account `index` adds liquidity to a token's pair with the native coin directly on the router. */
export async function addEthOnChain(
  chain: ForkedChain,
  index: number,
  tokenAddress: string,
  amount: bigint,
  native: bigint,
) {
  const signer = devSigner(chain, index)
  const router = chain.record.contracts.router
  await mined(DevToken__factory.connect(tokenAddress, signer).approve(router, amount))
  await mined(
    FomoRouter__factory.connect(router, signer).addLiquidityETH(tokenAddress, amount, 0n, 0n, signer.address, FOREVER, {
      value: native,
    }),
  )
}

/** A fee-on-transfer token (`feeBips`, burned) minted to dev account `holder`, its minter dev account 0. */
export async function deployFeeToken(chain: ForkedChain, symbol: string, holder: number): Promise<string> {
  const deployer = devSigner(chain, 0)
  const quirky = await new QuirkyToken__factory(deployer).deploy(`Fee ${symbol}`, symbol)
  await quirky.waitForDeployment()
  const address = await quirky.getAddress()
  await mined(quirky.mint(devSigner(chain, holder).address, 1_000_000n * E18))
  return address
}

export async function setFee(chain: ForkedChain, address: string, feeBips: bigint): Promise<void> {
  await mined(QuirkyToken__factory.connect(address, devSigner(chain, 0)).setFeeBips(feeBips))
}

/** The gas the transaction `hash` cost its sender, in wei. */
export async function gasCost(chain: ForkedChain, hash: string): Promise<bigint> {
  const receipt = await chain.provider.getTransactionReceipt(hash)
  if (!receipt) throw new Error(`no receipt for ${hash}`)
  return receipt.gasUsed * receipt.gasPrice
}

/** The hashes of `from`'s transactions in the latest block. */
export async function lastTransactionOf(chain: ForkedChain, from: string): Promise<string> {
  const block = await chain.provider.getBlock('latest', true)
  const tx = block?.prefetchedTransactions.filter((entry) => entry.from.toLowerCase() === from.toLowerCase()).at(-1)
  if (!tx) throw new Error('no transaction in the latest block')
  return tx.hash
}

/** Picks a symbol's row in the open token selection modal. */
export async function pickToken(page: Page, opener: string, symbol: string): Promise<void> {
  await page.getByTestId(opener).click()
  await page.getByTestId('token-select').waitFor()
  await page.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`).click()
  await page.getByTestId('token-select').waitFor({ state: 'detached' })
}

/**
 * Records every value the attribute `attribute` of `selector` (or its presence with `''`) takes from the first
 * script on; `seen(page)` reads them.
 */
export async function recordStates(page: Page, selector: string, attribute: string | null): Promise<void> {
  await page.addInitScript(
    ([sel, attr]) => {
      const seen: string[] = []
      new MutationObserver(() => {
        const element = document.querySelector(sel as string)
        if (!element) return
        const value = attr ? (element.getAttribute(attr as string) ?? '') : 'present'
        if (seen.at(-1) !== value) seen.push(value)
        ;(window as unknown as { __seen: string[] }).__seen = seen
      }).observe(document, { subtree: true, childList: true, attributes: true })
    },
    [selector, attribute] as const,
  )
}

export function seen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __seen?: string[] }).__seen ?? [])
}
