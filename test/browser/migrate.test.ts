import { Contract } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoMigrator__factory,
  IUniswapV1Exchange__factory,
} from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { createToken } from '../../src/domain/currency/createToken'
import { formatBalance } from '../../src/domain/format/formatBalance'
import { formatLpBalance } from '../../src/domain/format/formatLpBalance'
import { formatPoolShare } from '../../src/domain/format/formatPoolShare'
import { buildMigrateArgs } from '../../src/domain/migrate/buildMigrateArgs'
import { compareV1V2Price } from '../../src/domain/migrate/compareV1V2Price'
import { computeV1PositionValue } from '../../src/domain/migrate/computeV1PositionValue'
import { orientV2Reserves } from '../../src/domain/migrate/orientV2Reserves'
import type { ForkedChain } from '../support/forkDevnet'
import { grouped } from './support/grouped'
import {
  balance,
  deployFeeToken,
  devSigner,
  E18,
  gasCost,
  lastTransactionOf,
  pairOf,
  poolOf,
  recordStates,
  seen,
  token,
} from './support/poolSteps'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
/** A token no list holds, with a V1 exchange where dev account 1 provides: found only through the V1 factory. */
let unlisted: string
beforeAll(async () => {
  harness = await startWebHarness()
  unlisted = await listOnV1(harness.devnet.chain(128))
})
afterAll(async () => harness?.stop())

const chain = () => harness.devnet.chain(128)
const FOREVER = 2n ** 40n

/** The seeded V1 exchange of a token symbol. */
function exchangeOf(c: ForkedChain, symbol: string): string {
  const address = token(c, symbol)
  const found = c.record.v1Exchanges?.find((entry) => entry.token.toLowerCase() === address.toLowerCase())
  if (!found) throw new Error(`no V1 exchange of ${symbol}`)
  return found.exchange
}

/** A V1 position as the chain holds it: the LP, the exchange's supply and both reserves. */
async function v1PositionOf(c: ForkedChain, symbol: string, owner: string) {
  const exchange = exchangeOf(c, symbol)
  const lp = DevToken__factory.connect(exchange, c.provider)
  const [liquidity, totalSupply, ethReserve, tokenReserve] = await Promise.all([
    lp.balanceOf(owner),
    lp.totalSupply(),
    c.provider.getBalance(exchange),
    balance(c, symbol, exchange),
  ])
  return { exchange, liquidity, totalSupply, ethReserve, tokenReserve }
}

/** Deploys a fresh token, creates its V1 exchange and has dev account 1 provide 1 HT and 100 tokens there. */
async function listOnV1(c: ForkedChain): Promise<string> {
  const address = await deployFeeToken(c, 'FRESH', 1)
  const signer = devSigner(c, 1)
  const factory = new Contract(
    c.record.contracts.v1Factory!,
    ['function createExchange(address) returns (address)', 'function getExchange(address) view returns (address)'],
    devSigner(c, 0),
  )
  await (await factory.getFunction('createExchange')(address)).wait()
  const exchange = (await factory.getFunction('getExchange')(address)) as string
  await (await DevToken__factory.connect(address, signer).approve(exchange, 100n * E18)).wait()
  const pool = new Contract(
    exchange,
    ['function addLiquidity(uint256,uint256,uint256) payable returns (uint256)'],
    signer,
  )
  await (await pool.getFunction('addLiquidity')(1n, 100n * E18, FOREVER, { value: E18 })).wait()
  return address
}

const cards = (page: Page) => page.getByTestId('v1-position')
const card = (page: Page, address: string) => page.locator(`[data-testid="v1-position"][data-token="${address}"]`)

describe('V1 liquidity in the browser', () => {
  it('lists the V1 positions, searches them, finds an unlisted token through the factory, and says when none', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({
      path: '/migrate/v1',
      beforeLoad: (p) => recordStates(p, '[data-testid="v1-loading"]', null),
    })
    const owner = wallet!.address
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(3)
    expect(await seen(page)).toEqual(['present']) // 'Loading...' came first
    const usdt = await v1PositionOf(c, 'USDT', owner)
    const worth = computeV1PositionValue(usdt)
    const usdtCard = card(page, token(c, 'USDT'))
    expect(await usdtCard.getByTestId('v1-position-pair').textContent()).toBe('USDT/HT V1')
    expect(await usdtCard.getByTestId('v1-lp').textContent()).toBe(grouped(formatLpBalance(usdt.liquidity)))
    expect(await usdtCard.getByTestId('v1-token').textContent()).toBe(grouped(formatBalance(worth.token, 18)))
    expect(await usdtCard.getByTestId('v1-native').textContent()).toBe(grouped(formatBalance(worth.eth, 18)))
    expect(await usdtCard.getByTestId('v1-position-migrate').getAttribute('href')).toBe(
      `#/migrate/v1/${token(c, 'USDT')}`,
    )
    expect(await usdtCard.getByTestId('v1-position-remove').getAttribute('href')).toBe(
      `#/remove/v1/${token(c, 'USDT')}`,
    )

    // the search box filters by symbol and by address
    await page.getByTestId('v1-search').fill('hj')
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await card(page, token(c, 'HJW')).count()).toBe(1)
    await page.getByTestId('v1-search').fill(token(c, 'USDT').toLowerCase())
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await card(page, token(c, 'USDT')).count()).toBe(1)
    // an address of no listed position is looked up through the V1 factory
    await page.getByTestId('v1-search').fill(unlisted)
    await card(page, unlisted).waitFor({ timeout: 15_000 })
    expect(await card(page, unlisted).getByTestId('v1-position-pair').textContent()).toBe('FRESH/HT V1')
    await page.getByTestId('v1-search').fill(token(c, 'AURA')) // no V1 exchange
    await expect
      .poll(() => page.getByTestId('v1-empty').textContent(), { timeout: 15_000 })
      .toBe('No V1 Liquidity found.')
    await page.getByTestId('v1-search').fill('')
    await expect.poll(() => cards(page).count()).toBe(3)

    // an account without V1 liquidity
    await wallet!.changeAccount(devAccounts()[5]!.privateKey)
    await expect
      .poll(() => page.getByTestId('v1-empty').textContent(), { timeout: 15_000 })
      .toBe('No V1 Liquidity found.')
    expect(errors).toEqual([])

    const noWallet = await harness.open({ path: '/migrate/v1', wallet: false })
    await noWallet.page.getByTestId('v1-connect').waitFor()
    expect(await noWallet.page.getByTestId('v1-connect').textContent()).toBe('You must connect an account.')
    await noWallet.page.getByTestId('screen-connect').waitFor()
  })

  it('migrates USDT: Approve → Approving → Migrate → Migrating → Success; V1 LP 0, FomoSwap LP gained', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/migrate/v1/${token(c, 'USDT')}` })
    const owner = wallet!.address
    const approve = page.getByTestId('v1-approve')
    const migrate = page.getByTestId('v1-migrate')
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await approve.textContent()).toBe('Approve')
    expect(await migrate.isEnabled()).toBe(false)
    expect(await page.getByTestId('v1-price-warning').count()).toBe(0) // V1 at the FomoSwap price
    const migrator = c.record.contracts.migrator!
    const pair = await pairOf(c, 'USDT', 'WHT')
    const [v1, v2LpBefore] = [await v1PositionOf(c, 'USDT', owner), await balance(c, pair, owner)]
    let clickedAt = 0
    try {
      await c.provider.send('evm_setAutomine', [false])
      await approve.click()
      await expect.poll(() => approve.textContent(), { timeout: 15_000 }).toBe('Approving')
      expect(await approve.isEnabled()).toBe(false)
      await c.provider.send('evm_mine', [])
      await expect.poll(() => approve.textContent(), { timeout: 15_000 }).toBe('Approved')
      expect(
        await DevToken__factory.connect(v1.exchange, c.provider).allowance(owner, migrator),
      ).toBeGreaterThanOrEqual(v1.liquidity)
      await expect.poll(() => migrate.isEnabled()).toBe(true)
      expect(await migrate.textContent()).toBe('Migrate')
      clickedAt = Date.now()
      await migrate.click()
      await expect.poll(() => migrate.textContent()).toBe('Migrating')
      expect(await migrate.isEnabled()).toBe(false)
      await expect.poll(() => c.provider.send('txpool_content', []).then(pendingCount), { timeout: 15_000 }).toBe(1)
      await c.provider.send('evm_mine', [])
    } finally {
      await c.provider.send('evm_setAutomine', [true])
    }
    await expect.poll(() => migrate.textContent(), { timeout: 15_000 }).toBe('Success')
    expect(await balance(c, v1.exchange, owner)).toBe(0n)
    expect(await balance(c, pair, owner)).toBeGreaterThan(v2LpBefore)

    // the call: migrate(USDT, minimums at 99.5%, owner, now + 1200 s)
    const hash = await lastTransactionOf(c, owner)
    const tx = await c.provider.getTransaction(hash)
    expect(tx?.to).toBe(migrator)
    const [tokenArg, amountTokenMin, amountETHMin, to, deadline] =
      FomoMigrator__factory.createInterface().decodeFunctionData('migrate', tx!.data)
    const [reserve0, reserve1] = await pairReservesBefore(c, pair, hash)
    const expected = buildMigrateArgs(
      { ...v1, token: createToken({ chainId: 128, address: token(c, 'USDT'), decimals: 18, symbol: 'USDT' }) },
      orientV2Reserves(token(c, 'USDT'), c.record.contracts.wrappedNative, { reserve0, reserve1 }),
      owner,
      clickedAt,
    )
    expect([tokenArg, amountTokenMin, amountETHMin, to]).toEqual([
      expected.token,
      expected.amountTokenMin,
      expected.amountETHMin,
      owner,
    ])
    // now + 1200 s, now being when Migrate was pressed
    expect(deadline).toBeGreaterThanOrEqual(BigInt(Math.floor(clickedAt / 1000) + 1200))
    expect(deadline).toBeLessThanOrEqual(BigInt(Math.floor(Date.now() / 1000) + 1200))

    // back on the screen later: nothing left, so Approve and Migrate are disabled
    await page.reload()
    await page.locator('[data-testid="v1-state"][data-state="disabled"]').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('v1-no-liquidity').textContent()).toBe('You have no V1 liquidity of this token.')
    expect(await migrate.isEnabled()).toBe(false)
    expect(await approve.isEnabled()).toBe(false)
    expect(errors).toEqual([])
  })

  it('warns about the best price for HJW, blocks the WHT pool and calls a token without an exchange invalid', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/migrate/v1/${token(c, 'HJW')}` })
    await page.getByTestId('v1-price-warning').waitFor({ timeout: 15_000 })
    // the gap between the V1 price and the FomoSwap HJW/WHT pair's, as the chain holds them (seeded 20% dearer)
    const v1 = await v1PositionOf(c, 'HJW', wallet!.address)
    const pool = await poolOf(c, 'HJW', 'WHT')
    const comparison = compareV1V2Price(v1, { tokenReserve: pool.reserveA, ethReserve: pool.reserveB })!
    expect(comparison.direction).toBe('higher')
    expect(comparison.differenceBips).toBeGreaterThan(1900n)
    const percent = formatPoolShare({ numerator: comparison.differenceBips, denominator: 10_000n }, 2)
    expect(await page.getByTestId('v1-price-warning').textContent()).toBe(
      `The V1 price is ${percent} higher than FomoSwap's: you will not migrate at the best price.`,
    )
    await expect.poll(() => page.getByTestId('v1-approve').isEnabled()).toBe(true)

    await goTo(page, `/migrate/v1/${token(c, 'WHT')}`)
    await page.getByTestId('v1-blocked').waitFor()
    expect(await page.getByTestId('v1-blocked').textContent()).toBe(
      'The WHT V1 pool cannot be migrated: remove its liquidity instead.',
    )
    expect(await page.getByTestId('v1-approve').count()).toBe(0)
    expect(await page.getByTestId('v1-blocked-remove').getAttribute('href')).toBe(`#/remove/v1/${token(c, 'WHT')}`)

    await goTo(page, `/migrate/v1/${token(c, 'AURA')}`)
    await page.getByTestId('v1-invalid').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('v1-invalid').textContent()).toBe('This token has no V1 exchange.')
    expect(await page.getByTestId('v1-approve').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('removes the WHT V1 position: Remove → Removing → Success with removeLiquidity(amount, 1, 1, deadline)', async () => {
    const c = chain()
    const { page, wallet, errors } = await harness.open({ path: `/remove/v1/${token(c, 'WHT')}` })
    const owner = wallet!.address
    const remove = page.getByTestId('v1-remove')
    await expect.poll(() => remove.isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await remove.textContent()).toBe('Remove')
    const v1 = await v1PositionOf(c, 'WHT', owner)
    const worth = computeV1PositionValue(v1)
    expect(await page.getByTestId('v1-lp').textContent()).toBe(grouped(formatLpBalance(v1.liquidity)))
    const [htBefore, whtBefore] = [await balance(c, 'HT', owner), await balance(c, 'WHT', owner)]
    try {
      await c.provider.send('evm_setAutomine', [false])
      await remove.click()
      await expect.poll(() => remove.textContent()).toBe('Removing')
      expect(await remove.isEnabled()).toBe(false)
      await expect.poll(() => c.provider.send('txpool_content', []).then(pendingCount), { timeout: 15_000 }).toBe(1)
      await c.provider.send('evm_mine', [])
    } finally {
      await c.provider.send('evm_setAutomine', [true])
    }
    await expect.poll(() => remove.textContent(), { timeout: 15_000 }).toBe('Success')
    const hash = await lastTransactionOf(c, owner)
    const tx = await c.provider.getTransaction(hash)
    expect(tx?.to).toBe(v1.exchange)
    const [amount, minEth, minTokens] = IUniswapV1Exchange__factory.createInterface().decodeFunctionData(
      'removeLiquidity',
      tx!.data,
    )
    expect([amount, minEth, minTokens]).toEqual([v1.liquidity, 1n, 1n])
    expect(await balance(c, v1.exchange, owner)).toBe(0n)
    expect(await balance(c, 'HT', owner)).toBe(htBefore + worth.eth - (await gasCost(c, hash)))
    expect(await balance(c, 'WHT', owner)).toBe(whtBefore + worth.token)

    // back on the screen later: nothing left, so Remove is disabled
    await page.reload()
    await page.locator('[data-testid="v1-state"][data-state="disabled"]').waitFor({ timeout: 15_000 })
    expect(await remove.isEnabled()).toBe(false)
    expect(await remove.textContent()).toBe('Remove')
    expect(errors).toEqual([])
  })
})

/** How many transactions wait in anvil's pool. */
function pendingCount(content: { pending: Record<string, Record<string, unknown>> }): number {
  return Object.values(content.pending).reduce((sum, byNonce) => sum + Object.keys(byNonce).length, 0)
}

/** The pair's reserves just before the block of `hash`. */
async function pairReservesBefore(c: ForkedChain, pair: string, hash: string): Promise<[bigint, bigint]> {
  const receipt = await c.provider.getTransactionReceipt(hash)
  const abi = ['function getReserves() view returns (uint112, uint112, uint32)']
  const [reserve0, reserve1] = (await new Contract(pair, abi, c.provider).getFunction('getReserves')({
    blockTag: receipt!.blockNumber - 1,
  })) as [bigint, bigint]
  return [reserve0, reserve1]
}

/** Follows an in-app link to `path`, as the user would. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, path)
}
