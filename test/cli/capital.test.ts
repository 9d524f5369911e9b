import { MaxUint256, NonceManager, parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoCapitalPool__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type Harness, startHarness } from '../support/startHarness'

/** Issue 28: every check the capital pool makes runs before the approval, so a refused deposit sends nothing. */
let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const fomo = (...args: string[]) => harness.json(['--chain', '128', ...args])
const chain = () => harness.chain(128)
const tokenOf = (symbol: string) => chain().record.tokens.find((t) => t.symbol === symbol)!.address
const nonceOf = (index: number) => chain().provider.getTransactionCount(devAccounts()[index]!.address)

describe('fomo capital deposit refuses before it approves', () => {
  it('a token the pool does not list (HJW): no "Approve HJW", no transaction', async () => {
    const pool = FomoCapitalPool__factory.connect(chain().record.contracts.capitalPool!, chain().provider)
    expect(await pool.isListed(tokenOf('HJW'))).toBe(false)
    const nonce = await nonceOf(3)
    const run = await fomo('capital', 'deposit', 'HJW', '10', '--option', '1', '--account', '3')
    expect([run.code, run.body.error.name]).toEqual([1, 'CapitalTokenNotListedError'])
    expect(run.body.error.message).toContain('The capital pool does not take HJW')
    expect(await nonceOf(3)).toBe(nonce)
  })

  it('a fixed term past the pool’s 100 unmatured deposits; an any-time deposit still goes', async () => {
    const { record, provider } = chain()
    const signer = new NonceManager(new Wallet(devAccounts()[4]!.privateKey, provider))
    const usdt = DevToken__factory.connect(tokenOf('USDT'), signer)
    const pool = FomoCapitalPool__factory.connect(record.contracts.capitalPool!, signer)
    await (await usdt.approve(record.contracts.capitalPool!, MaxUint256)).wait()
    const sent = []
    for (let i = 0; i < 100; i++) sent.push(await pool.deposit(tokenOf('USDT'), parseEther('1'), 1))
    await Promise.all(sent.map((tx) => tx.wait()))
    // the allowance is spent down to nothing, so that a deposit that got past the checks would approve first
    await (await usdt.approve(record.contracts.capitalPool!, 0n)).wait()
    const nonce = await nonceOf(4)
    const refused = await fomo('capital', 'deposit', 'USDT', '1', '--option', '1', '--account', '4')
    expect([refused.code, refused.body.error.name]).toEqual([1, 'TooManyOpenDepositsError'])
    expect(await nonceOf(4)).toBe(nonce)
    const anyTime = await fomo('capital', 'deposit', 'USDT', '1', '--option', '0', '--account', '4')
    expect(anyTime.code, anyTime.stderr).toBe(0)
  })
})
