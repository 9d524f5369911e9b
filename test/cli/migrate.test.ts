import { Contract } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoFactory__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

const erc20Abi = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
]

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const run = (chainId: number, args: string[]) => harness.run(['--chain', String(chainId), ...args])
const fomo = (chainId: number, ...args: string[]) => harness.json(['--chain', String(chainId), ...args])
const account = (index: number) => devAccounts()[index]!.address
const chain = (chainId: number) => harness.chain(chainId)
const tokenAddress = (chainId: number, symbol: string) =>
  chain(chainId).record.tokens.find((t) => t.symbol === symbol)!.address
const exchangeOf = (chainId: number, symbol: string) =>
  chain(chainId).record.v1Exchanges!.find((e) => e.token === tokenAddress(chainId, symbol))!.exchange
const balanceOf = (chainId: number, token: string, owner: string): Promise<bigint> =>
  new Contract(token, erc20Abi, chain(chainId).provider).getFunction('balanceOf')(owner)
const pairWithNative = async (chainId: number, symbol: string) => {
  const { record, provider } = chain(chainId)
  const factory = FomoFactory__factory.connect(record.contracts.factory, provider)
  return FomoPair__factory.connect(
    await factory.getPair(tokenAddress(chainId, symbol), record.contracts.wrappedNative),
    provider,
  )
}
const nonceOf = (chainId: number, index: number) => chain(chainId).provider.getTransactionCount(account(index))

describe('fomo migrate list', () => {
  it('lists the dev account’s V1 positions with what they are worth and the best-price warning', async () => {
    const { code, body } = await fomo(128, 'migrate', 'list', '--address', account(1))
    expect(code).toBe(0)
    const bySymbol = new Map(body.positions.map((p: { symbol: string }) => [p.symbol, p]))
    expect([...bySymbol.keys()].sort()).toEqual(['HJW', 'USDT', 'WHT'])
    const usdt = bySymbol.get('USDT') as { liquidity: string; exchange: string; bestPriceWarning: boolean }
    expect(BigInt(usdt.liquidity)).toBe(await balanceOf(128, exchangeOf(128, 'USDT'), account(1)))
    expect(usdt.bestPriceWarning).toBe(false)
    expect((bySymbol.get('HJW') as { bestPriceWarning: boolean }).bestPriceWarning).toBe(true)
  })

  it('says so when there is none', async () => {
    const { code, stdout } = await run(56, ['migrate', 'list', '--address', account(8)])
    expect(code).toBe(0)
    expect(stdout.trim()).toBe('No V1 Liquidity found.')
  })
})

describe('fomo migrate run', () => {
  it('approves the migrator, then moves a V1 position at the FomoSwap price into the pair', async () => {
    const exchange = exchangeOf(128, 'USDT')
    const pair = await pairWithNative(128, 'USDT')
    const lp = await balanceOf(128, exchange, account(1))
    const { code, body } = await fomo(128, 'migrate', 'run', 'USDT', '--account', '1', '--yes')
    expect(code).toBe(0)
    expect(body.approval).toMatch(/^0x/)
    expect(BigInt(body.liquidity)).toBe(lp)
    expect(body.bestPriceWarning).toBe(false)
    expect(await balanceOf(128, exchange, account(1))).toBe(0n)
    expect(await pair.balanceOf(account(1))).toBeGreaterThan(0n)
    const migrator = chain(128).record.contracts.migrator!
    expect(await balanceOf(128, tokenAddress(128, 'USDT'), migrator)).toBe(0n)
    expect(await chain(128).provider.getBalance(migrator)).toBe(0n)
  })

  it('asks for confirmation past the best-price warning, then refunds what the pair does not take', async () => {
    const nonce = await nonceOf(56, 2)
    const refused = await run(56, ['migrate', 'run', 'HJW', '--account', '2'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('you will not migrate at the best price')
    expect(refused.stderr).toContain('pass --yes')
    expect(await nonceOf(56, 2)).toBe(nonce)

    const pair = await pairWithNative(56, 'HJW')
    const hjw = tokenAddress(56, 'HJW')
    const [pairTokenBefore, tokenBefore] = [
      await balanceOf(56, hjw, await pair.getAddress()),
      await balanceOf(56, hjw, account(2)),
    ]
    const { code, body } = await fomo(56, 'migrate', 'run', 'HJW', '--account', '2', '--yes')
    expect(code).toBe(0)
    expect(body.bestPriceWarning).toBe(true)
    // V1 prices HJW higher: the pair takes every token and refunds native coin
    expect((await balanceOf(56, hjw, await pair.getAddress())) - pairTokenBefore).toBe(BigInt(body.worth.token))
    expect(await balanceOf(56, hjw, account(2))).toBe(tokenBefore)
    expect(await balanceOf(56, exchangeOf(56, 'HJW'), account(2))).toBe(0n)
    expect(await pair.balanceOf(account(2))).toBeGreaterThan(0n)
  })

  const refusals: [string, number, string[], string][] = [
    ['the wrapped-native pool', 128, ['WHT'], 'cannot be migrated'],
    ['the native coin (its wrapped pool)', 56, ['BNB'], 'fomo remove-v1'],
    ['a token without a V1 exchange', 128, ['AURA'], 'Invalid pair'],
    ['an account without V1 liquidity', 128, ['USDT', '--account', '8'], 'No V1 Liquidity found.'],
  ]
  it.each(refusals)('refuses %s and sends nothing', async (_, chainId, args, message) => {
    const signer = args.includes('--account') ? [] : ['--account', '3']
    const index = args.includes('--account') ? 8 : 3
    const nonce = await nonceOf(chainId, index)
    const { code, body } = await fomo(chainId, 'migrate', 'run', ...args, ...signer, '--yes')
    expect(code).toBe(1)
    expect(body.error.message).toContain(message)
    expect(await nonceOf(chainId, index)).toBe(nonce)
  })

  it('keeps swaps from paying the migrator (a blocked recipient)', async () => {
    const migrator = chain(128).record.contracts.migrator!
    const { code, body } = await fomo(
      128,
      'swap',
      '1',
      'AURA',
      'USDT',
      '--recipient',
      migrator,
      '--account',
      '4',
      '--yes',
    )
    expect(code).toBe(1)
    expect(body.error.message).toContain('Invalid recipient')
  })
})

describe('fomo remove-v1', () => {
  it('removes a percent of the wrapped-native V1 pool to the native coin and WHT', async () => {
    const { record, provider } = chain(128)
    const exchange = exchangeOf(128, 'WHT')
    const lp = await balanceOf(128, exchange, account(3))
    const whtBefore = await balanceOf(128, record.contracts.wrappedNative, account(3))
    const { code, body } = await fomo(128, 'remove-v1', 'WHT', '50', '--account', '3')
    expect(code).toBe(0)
    expect(BigInt(body.liquidity)).toBe(lp / 2n)
    expect(await balanceOf(128, exchange, account(3))).toBe(lp - lp / 2n)
    expect((await balanceOf(128, record.contracts.wrappedNative, account(3))) - whtBefore).toBe(
      BigInt(body.worth.token),
    )
    expect(await provider.getBalance(exchange)).toBeGreaterThan(0n)
  })

  it('removes everything by default', async () => {
    const usdt = tokenAddress(56, 'USDT')
    const before = await balanceOf(56, usdt, account(3))
    const { code, body } = await fomo(56, 'remove-v1', 'USDT', '--account', '3')
    expect(code).toBe(0)
    expect(await balanceOf(56, exchangeOf(56, 'USDT'), account(3))).toBe(0n)
    expect((await balanceOf(56, usdt, account(3))) - before).toBe(BigInt(body.worth.token))
  })

  it.each([
    [['AURA'], 'Invalid pair'],
    [['USDT', '0'], 'give a whole number from 1 to 100'],
    [['USDT'], 'No V1 Liquidity found.'],
  ])('refuses %j and sends nothing', async (args, message) => {
    const nonce = await nonceOf(128, 8)
    const { code, body } = await fomo(128, 'remove-v1', ...args, '--account', '8')
    expect(code).toBe(1)
    expect(body.error.message).toContain(message)
    expect(await nonceOf(128, 8)).toBe(nonce)
  })
})
