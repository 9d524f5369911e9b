import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoRouter__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const fomo = (chainId: number, ...args: string[]) => harness.run(['--json', '--chain', `${chainId}`, ...args])
const json = (chainId: number, ...args: string[]) => harness.json(['--chain', `${chainId}`, ...args])
const token = (chainId: number, symbol: string) => {
  const { record, provider } = harness.chain(chainId)
  return DevToken__factory.connect(record.tokens.find((t) => t.symbol === symbol)!.address, provider)
}
const router = (chainId: number) => {
  const { record, provider } = harness.chain(chainId)
  return FomoRouter__factory.connect(record.contracts.router, provider)
}
const account = (index: number) => devAccounts()[index]!.address
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`
/** An account with no code: a recipient only the amount's checks can refuse. */
const RECIPIENT = `0x${'b0'.padStart(40, '0')}`

describe('fomo quote', () => {
  it('quotes 3 hops exact-in to the wei of the router’s getAmountsOut', async () => {
    const { code, body } = await json(128, 'quote', '100', 'DK2', 'USDT')
    const path = ['DK2', 'DK', 'AURA', 'USDT'].map(async (s) => token(128, s).getAddress())
    const amounts = await router(128).getAmountsOut(parseEther('100'), await Promise.all(path))
    expect(code).toBe(0)
    expect(body.quote.route).toEqual(['DK2', 'DK', 'AURA', 'USDT'])
    expect(BigInt(body.quote.output.raw)).toBe(amounts.at(-1))
    expect(body.quote.limit.kind).toBe('minimum-received')
  })

  it('quotes exact-out from the native coin to the wei of getAmountsIn', async () => {
    const { record } = harness.chain(56)
    const { body } = await json(56, 'quote', '25', 'BNB', 'USDT', '--exact-out')
    const amounts = await router(56).getAmountsIn(parseEther('25'), [
      record.contracts.wrappedNative,
      await token(56, 'USDT').getAddress(),
    ])
    expect(body.quote.route).toEqual(['BNB', 'USDT'])
    expect(BigInt(body.quote.input.raw)).toBe(amounts[0])
    expect(body.quote.limit.kind).toBe('maximum-sold')
  })

  it('routes around a tiny mispriced pool whose price impact blocks the best route, and shows both', async () => {
    const { provider, record } = harness.chain(128)
    const snapshot = await provider.send('evm_snapshot', [])
    try {
      await addMispricedPool(128)
      const { code, body } = await json(128, 'quote', '0.5', 'HT', 'USDT')
      expect(code).toBe(0)
      const usdt = await token(128, 'USDT').getAddress()
      const direct = await router(128).getAmountsOut(parseEther('0.5'), [record.contracts.wrappedNative, usdt])
      expect(body.quote.route).toEqual(['HT', 'USDT'])
      expect(BigInt(body.quote.output.raw)).toBe(direct.at(-1))
      expect(body.quote.confirmation).not.toBe('blocked')
      expect(body.bypassed.route).toContain('MGET')
      expect(body.bypassed.confirmation).toBe('blocked')
      expect(BigInt(body.bypassed.output.raw)).toBeGreaterThan(direct.at(-1)!)
      const human = await harness.run(['quote', '0.5', 'HT', 'USDT'])
      expect(human.stdout).toMatch(/Best price [\d.]+ USDT via HT → MGET → .*USDT is blocked: price impact/)
      expect(human.stdout).toContain('Route            HT → USDT')
    } finally {
      await provider.send('evm_revert', [snapshot])
    }
  })
})

/** Dev account 0 adds a tiny WHT/MGET pool (2 HT against 50 MGET: 12.5 USDT per HT, the market pays 8). */
async function addMispricedPool(chainId: number): Promise<void> {
  const { provider, record } = harness.chain(chainId)
  const deployer = new Wallet(devAccounts()[0]!.privateKey, provider)
  const mget = token(chainId, 'MGET').connect(deployer)
  await (await mget.approve(record.contracts.router, parseEther('50'))).wait()
  const signedRouter = router(chainId).connect(deployer)
  const deadline = 2n ** 40n
  const add = await signedRouter.addLiquidityETH(
    await mget.getAddress(),
    parseEther('50'),
    0n,
    0n,
    deployer.address,
    deadline,
    {
      value: parseEther('2'),
    },
  )
  await add.wait()
}

describe('fomo swap, wrap, unwrap, send and tx', () => {
  it('swaps exact-in after approving the router, moving balances exactly as quoted', async () => {
    const [aura, usdt] = [token(128, 'AURA'), token(128, 'USDT')]
    const before = [await aura.balanceOf(account(1)), await usdt.balanceOf(account(1))]
    const { code, body } = await json(128, 'swap', '100', 'AURA', 'USDT', '--account', '1', '--yes')
    expect(code).toBe(0)
    expect(body.approval).toMatch(/^0x[0-9a-f]{64}$/)
    expect(body.swap.methodName).toBe('swapExactTokensForTokens')
    expect(before[0]! - (await aura.balanceOf(account(1)))).toBe(parseEther('100'))
    expect((await usdt.balanceOf(account(1))) - before[1]!).toBe(BigInt(body.summary.output.raw))
    expect(await aura.allowance(account(1), harness.chain(128).record.contracts.router)).toBeGreaterThan(0n)
  })

  it('swaps the native coin for exact tokens to another recipient', async () => {
    const usdt = token(56, 'USDT')
    const recipient = Wallet.createRandom().address
    const { code, body } = await json(
      56,
      'swap',
      '10',
      'BNB',
      'USDT',
      '--exact-out',
      '--recipient',
      recipient,
      '--account',
      '2',
      '--yes',
    )
    expect(code).toBe(0)
    expect(body.approval).toBeUndefined()
    expect(body.swap.methodName).toBe('swapETHForExactTokens')
    expect(await usdt.balanceOf(recipient)).toBe(parseEther('10'))
  })

  it('resolves a recipient name through the devnet name service', async () => {
    const [usdt, aura] = [token(128, 'USDT'), token(128, 'AURA')]
    const before = await usdt.balanceOf(account(2))
    const aliceAura = await aura.balanceOf(account(1))
    const { code, body } = await json(
      128,
      'swap',
      '3',
      'USDT',
      'AURA',
      '--exact-out',
      '--recipient',
      'alice.fomo.eth',
      '--account',
      '5',
      '--yes',
    )
    expect(code).toBe(0)
    expect((await aura.balanceOf(account(1))) - aliceAura).toBe(parseEther('3'))
    expect(body.swap.methodName).toBe('swapTokensForExactTokens')
    expect((await fomo(128, 'send', '4', 'USDT', 'bob.fomo.eth', '--account', '5')).code).toBe(0)
    expect((await usdt.balanceOf(account(2))) - before).toBe(parseEther('4'))
    const unknown = await json(128, 'send', '4', 'USDT', 'nobody.fomo.eth', '--account', '5')
    expect(unknown.body.error.message).toContain('Invalid recipient "nobody.fomo.eth"')
  })

  it('wraps and unwraps the native coin 1:1, and sends tokens', async () => {
    const wht = DevToken__factory.connect(
      harness.chain(128).record.contracts.wrappedNative,
      harness.chain(128).provider,
    )
    expect((await fomo(128, 'wrap', '2.5', '--account', '3')).code).toBe(0)
    expect(await wht.balanceOf(account(3))).toBe(parseEther('2.5'))
    expect((await fomo(128, 'unwrap', '1', '--account', '3')).code).toBe(0)
    expect(await wht.balanceOf(account(3))).toBe(parseEther('1.5'))
    const recipient = Wallet.createRandom().address
    expect((await fomo(128, 'send', '7', 'MGET', recipient, '--account', '3')).code).toBe(0)
    expect(await token(128, 'MGET').balanceOf(recipient)).toBe(parseEther('7'))
  })

  it('sends to the zero address or a contract only with --force', async () => {
    const mget = token(128, 'MGET')
    const multicall = harness.chain(128).record.contracts.multicall
    expect((await fomo(128, 'send', '1', 'MGET', ZERO_ADDRESS, '--account', '3', '--force')).code).toBe(0)
    expect((await fomo(128, 'send', '2', 'MGET', multicall, '--account', '3', '--force')).code).toBe(0)
    expect(await mget.balanceOf(multicall)).toBe(parseEther('2'))
  })

  it('lists the transactions it sent with their status, and clears them', async () => {
    const { body } = await json(128, 'tx')
    const summaries = body.transactions.map((t: { summary: string }) => t.summary)
    // the app's words, amounts included (the terminal used to record 'Swap AURA for USDT')
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Approve AURA',
        expect.stringMatching(/^Swap [\d.]+ AURA for [\d.]+ USDT$/),
        'Wrap 2.5 HT to WHT',
      ]),
    )
    const details = body.transactions.map((t: { details: unknown }) => t.details)
    expect(details).toContainEqual(expect.objectContaining({ kind: 'swap', inputSymbol: 'AURA', outputSymbol: 'USDT' }))
    expect(new Set(body.transactions.map((t: { status: string }) => t.status))).toEqual(new Set(['success']))
    await fomo(128, 'tx', '--clear')
    expect((await json(128, 'tx')).body.transactions).toEqual([])
  })
})

describe('a failed check sends nothing and says what to do', () => {
  const cases: [string, string[], string][] = [
    ['an unknown token', ['swap', '1', 'NOPE', 'USDT'], 'Unknown token "NOPE" on chain 128'],
    ['a malformed amount', ['swap', '1.2.3', 'AURA', 'USDT'], 'amount'],
    ['an invalid recipient', ['swap', '1', 'AURA', 'USDT', '--recipient', '0x1234'], 'Invalid recipient "0x1234"'],
    [
      'the router as recipient',
      ['swap', '1', 'AURA', 'USDT', '--recipient', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'],
      'Invalid recipient',
    ],
    ['no route within 3 hops', ['swap', '1', 'HT', 'DK2'], 'Insufficient liquidity for this trade.'],
    ['a balance too small', ['swap', '2000000', 'AURA', 'USDT'], 'Insufficient AURA balance'],
    ['a price impact above 15%', ['swap', '60000', 'AURA', 'USDT'], 'Price impact too high'],
    ['an invalid slippage', ['swap', '1', 'AURA', 'USDT', '--slippage', '60'], 'Enter a valid slippage percentage'],
    ['an invalid deadline', ['swap', '1', 'AURA', 'USDT', '--deadline', '0'], 'deadline'],
    ['a 100-digit amount', ['swap', '1'.repeat(100), 'AURA', 'USDT'], 'Invalid amount: too many digits'],
    ['identical tokens', ['swap', '1', 'AURA', 'AURA'], 'Cannot swap AURA for AURA: pick two different tokens.'],
    [
      'a send to the zero address',
      ['send', '1', 'AURA', ZERO_ADDRESS],
      `Recipient ${ZERO_ADDRESS} is the zero address: tokens sent there are burned. Check the address, or pass --force to send anyway.`,
    ],
    ['a send to a contract', ['send', '1', 'AURA', 'MULTICALL'], 'is a contract'],
    ['a send of nothing', ['send', '0', 'AURA', RECIPIENT], 'Enter an amount'],
    ['a send above the balance', ['send', '100000000', 'AURA', RECIPIENT], 'Insufficient AURA balance'],
    ['a swap paying a contract', ['swap', '1', 'AURA', 'USDT', '--recipient', 'MULTICALL'], 'pass --force'],
    ['a wrap of nothing', ['wrap', '0'], 'Enter an amount: give how much HT to wrap'],
    ['a wrap above the balance', ['wrap', '100000000'], 'Insufficient HT balance: you hold'],
    ['an unwrap above the balance', ['unwrap', '100000000'], 'Insufficient WHT balance: you hold'],
  ]
  it.each(cases)('%s', async (_, args, message) => {
    const { provider } = harness.chain(128)
    const nonce = await provider.getTransactionCount(account(4))
    const routerAddress = harness.chain(128).record.contracts.router
    const multicall = harness.chain(128).record.contracts.multicall
    const run = await fomo(
      128,
      ...args.map((arg) => (arg === 'ROUTER' ? routerAddress : arg === 'MULTICALL' ? multicall : arg)),
      '--account',
      '4',
      ...(args[0] === 'swap' ? ['--yes'] : []), // send asks nothing
    )
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout).error.message).toContain(message)
    expect(await provider.getTransactionCount(account(4))).toBe(nonce)
  })

  it('a swap without a signer, and one without --yes outside a terminal', async () => {
    const nonce = await harness.chain(128).provider.getTransactionCount(account(4)) // 4 pledged in the devnet seed
    const unsigned = await fomo(128, 'swap', '1', 'AURA', 'USDT')
    expect(JSON.parse(unsigned.stdout).error.message).toContain('This command signs: pass --key')
    const unconfirmed = await fomo(128, 'swap', '1', 'AURA', 'USDT', '--account', '4')
    expect(JSON.parse(unconfirmed.stdout).error.message).toContain('pass --yes')
    expect(await harness.chain(128).provider.getTransactionCount(account(4))).toBe(nonce)
  })

  it('swaps after the chain’s clock moved two days ahead (fomo devnet --advance 2d): the deadline counts from its time', async () => {
    const { provider } = harness.chain(56)
    await provider.send('evm_increaseTime', [2 * 86_400])
    await provider.send('evm_mine', [])
    const swapped = await json(56, 'swap', '10', 'AURA', 'USDT', '--account', '5', '--yes')
    expect(swapped.code, swapped.stdout).toBe(0)
    expect(swapped.body.swap.methodName).toBe('swapExactTokensForTokens')
  })

  it('a malformed private key is refused without being echoed', async () => {
    const run = await fomo(128, 'swap', '1', 'AURA', 'USDT', '--key', '0xdeadbeef', '--yes')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('The private key is malformed')
    expect(run.stdout).not.toContain('deadbeef')
  })
})
