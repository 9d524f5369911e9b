import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoFactory__factory, FomoPair__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { LIQUIDITY_TOKEN_INFO } from '../../src/domain/trade/liquidityTokenInfo'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const fomo = (...args: string[]) => harness.json(['--chain', '128', ...args])
const address = (symbol: string) => harness.chain(128).record.tokens.find((t) => t.symbol === symbol)!.address
const pairOf = async (a: string, b: string) => {
  const { record, provider } = harness.chain(128)
  const pair = await FomoFactory__factory.connect(record.contracts.factory, provider).getPair(address(a), address(b))
  return FomoPair__factory.connect(pair, provider)
}
const account = (index: number) => devAccounts()[index]!.address

describe('fomo pool', () => {
  it('signs permits with the LP token’s own EIP-712 name', async () => {
    expect(await (await pairOf('AURA', 'USDT')).name()).toBe(LIQUIDITY_TOKEN_INFO.name)
  })

  it('adds to an existing pool at its price, approving both tokens', async () => {
    const pair = await pairOf('AURA', 'USDT')
    const [reserve0, reserve1] = await pair.getReserves()
    const { code, body } = await fomo('pool', 'add', 'AURA', 'USDT', '10', '--account', '5')
    expect(code).toBe(0)
    expect(body.approvals).toHaveLength(2)
    const auraIs0 = (await pair.token0()) === address('AURA')
    const [reserveAura, reserveUsdt] = auraIs0 ? [reserve0, reserve1] : [reserve1, reserve0]
    expect(BigInt(body.amountB)).toBe((parseEther('10') * reserveUsdt) / reserveAura)
    expect(await pair.balanceOf(account(5))).toBeGreaterThan(0n)
  })

  it('lets the first provider of a new pool set its price, then lists the position', async () => {
    const { body } = await fomo('pool', 'add', 'HJW', 'DK2', '100', '25', '--account', '5')
    expect(body.firstProvider).toBe(true)
    const pair = await pairOf('HJW', 'DK2')
    const [reserve0, reserve1] = await pair.getReserves()
    expect(new Set([reserve0, reserve1])).toEqual(new Set([parseEther('100'), parseEther('25')]))
    const positions = (await fomo('pool', 'list', '--address', account(5))).body.positions
    const pairAddress = await pair.getAddress()
    const position = positions.find((p: { pair: string }) => p.pair === pairAddress)
    expect(position.display.share).toBe('100.00%')
    expect(BigInt(position.liquidity)).toBe(await pair.balanceOf(account(5)))
  })

  it('adds the native coin through addLiquidityETH and removes it back to the native coin with a permit', async () => {
    const { provider } = harness.chain(128)
    expect((await fomo('pool', 'add', 'HT', 'USDT', '2', '--account', '6')).code).toBe(0)
    const pair = FomoPair__factory.connect(
      await FomoFactory__factory.connect(harness.chain(128).record.contracts.factory, provider).getPair(
        harness.chain(128).record.contracts.wrappedNative,
        address('USDT'),
      ),
      provider,
    )
    const lp = await pair.balanceOf(account(6))
    const usdtBefore = await DevToken__factory.connect(address('USDT'), provider).balanceOf(account(6))
    const { code, body } = await fomo('pool', 'remove', 'HT', 'USDT', '100', '--account', '6')
    expect(code).toBe(0)
    expect(body.method).toBe('removeLiquidityETHWithPermit')
    expect(BigInt(body.liquidity)).toBe(lp)
    expect(await pair.balanceOf(account(6))).toBe(0n)
    expect(await pair.nonces(account(6))).toBe(1n)
    expect(await pair.allowance(account(6), harness.chain(128).record.contracts.router)).toBe(0n)
    const usdtAfter = await DevToken__factory.connect(address('USDT'), provider).balanceOf(account(6))
    expect(usdtAfter - usdtBefore).toBe(BigInt(body.amountB))
  })

  it('removes a percent of a token pool with removeLiquidityWithPermit', async () => {
    const pair = await pairOf('AURA', 'USDT')
    const lp = await pair.balanceOf(account(5))
    const { body } = await fomo('pool', 'remove', 'AURA', 'USDT', '25', '--account', '5')
    expect(body.method).toBe('removeLiquidityWithPermit')
    expect(await pair.balanceOf(account(5))).toBe(lp - (lp * 25n) / 100n)
  })

  it('treats a pair with no reserves as a new pool: the second amount is asked for, then sets the price', async () => {
    const { record, provider } = harness.chain(128)
    const creator = new Wallet(devAccounts()[8]!.privateKey, provider)
    await (
      await FomoFactory__factory.connect(record.contracts.factory, creator).createPair(address('PNC'), address('DK'))
    ).wait()
    const nonce = await provider.getTransactionCount(account(5))
    const missing = await fomo('pool', 'add', 'PNC', 'DK', '10', '--account', '5')
    expect([missing.code, missing.body.error.message]).toEqual([1, 'Enter an amount'])
    expect(await provider.getTransactionCount(account(5))).toBe(nonce)
    const added = await fomo('pool', 'add', 'PNC', 'DK', '10', '40', '--account', '5')
    expect([added.code, added.body.firstProvider], added.stderr).toEqual([0, true])
    const [reserve0, reserve1] = await (await pairOf('PNC', 'DK')).getReserves()
    expect(new Set([reserve0, reserve1])).toEqual(new Set([parseEther('10'), parseEther('40')]))
  })

  const failures: [string, string[], string][] = [
    ['no liquidity to remove', ['pool', 'remove', 'MGET', 'PNC', '50'], "You don't have liquidity in this pool yet."],
    ['a percent out of range', ['pool', 'remove', 'AURA', 'USDT', '101'], 'give a whole number from 1 to 100'],
    // not 'Select a token', the form's words for a missing token (issue 30, item 15)
    ['identical tokens', ['pool', 'add', 'AURA', 'AURA', '1', '1'], 'Invalid pair: AURA and AURA are the same token'],
    ['a new pool without its second amount', ['pool', 'add', 'MGET', 'DK2', '1'], 'Enter an amount'],
    ['a balance too small', ['pool', 'add', 'AURA', 'USDT', '5000000'], 'Insufficient AURA balance'],
  ]
  it.each(failures)('refuses %s and sends nothing', async (_, args, message) => {
    const nonce = await harness.chain(128).provider.getTransactionCount(account(7))
    const run = await fomo(...args, '--account', '7')
    expect(run.code).toBe(1)
    expect(run.body.error.message).toContain(message)
    expect(await harness.chain(128).provider.getTransactionCount(account(7))).toBe(nonce)
  })
})
