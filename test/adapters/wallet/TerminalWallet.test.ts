import { Wallet as EthersWallet, encryptKeystoreJson, Signature, verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoPair__factory } from '../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { TerminalWallet } from '../../../src/adapters/wallet/TerminalWallet'
import { WalletKeyError } from '../../../src/adapters/wallet/WalletKeyError'
import { eip712Types } from '../../../src/domain/hash/eip712'
import { PERMIT_STRUCT } from '../../../src/domain/liquidity/buildPermit'
import type { Wallet } from '../../../src/ports/Wallet'
import { InMemoryWallet } from '../../doubles/InMemoryWallet'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'

const CHAIN = 56
const [, alice, bob] = devAccounts()
let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

const permitTypes = eip712Types(PERMIT_STRUCT) // the domain's, which the CLI and app sign with

describe('TerminalWallet on a devnet fork', () => {
  it('opens from a private key (with or without 0x) and knows its address and chain', async () => {
    const { provider } = devnet.chain(CHAIN)
    const wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, provider)
    expect(await wallet.address()).toBe(alice!.address)
    expect(await wallet.chainId()).toBe(CHAIN)
    expect(await TerminalWallet.fromPrivateKey(` ${alice!.privateKey.slice(2)}\n`, provider).address()).toBe(
      alice!.address,
    )
  })

  it('sends a transaction and waits for its receipt', async () => {
    const { provider } = devnet.chain(CHAIN)
    const wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, provider)
    const before = await provider.getBalance(bob!.address)
    const sent = await wallet.sendTransaction({ to: bob!.address, value: 123_456_789n })
    expect(sent.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await sent.wait()).status).toBe(1)
    expect((await provider.getBalance(bob!.address)) - before).toBe(123_456_789n)
  })

  it('reports a reverted transaction with status 0', async () => {
    const { provider, record } = devnet.chain(CHAIN)
    const wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, provider)
    const pair = FomoPair__factory.createInterface()
    const data = pair.encodeFunctionData('transfer', [bob!.address, 10n ** 40n]) // more LP than alice has
    const sent = await wallet.sendTransaction({ to: record.pairs[0]!.address, data, gasLimit: 100_000n })
    expect((await sent.wait()).status).toBe(0)
  })

  it('signs an EIP-2612 permit that the pair accepts on chain', async () => {
    const { provider, record } = devnet.chain(CHAIN)
    const wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, provider)
    const pair = FomoPair__factory.connect(record.pairs[0]!.address, provider)
    const value = 10n ** 18n
    const deadline = BigInt((await provider.getBlock('latest'))!.timestamp + 3600)
    const message = {
      owner: alice!.address,
      spender: bob!.address,
      value,
      nonce: await pair.nonces(alice!.address),
      deadline,
    }
    const domain = { name: await pair.name(), version: '1', chainId: CHAIN, verifyingContract: await pair.getAddress() }
    const { v, r, s } = Signature.from(await wallet.signTypedData(domain, permitTypes, message))
    const relayer = new EthersWallet(bob!.privateKey, provider)
    await (await pair.connect(relayer).permit(alice!.address, bob!.address, value, deadline, v, r, s)).wait()
    expect(await pair.allowance(alice!.address, bob!.address)).toBe(value)
  })

  it('signs personal messages that recover to its address', async () => {
    const wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, devnet.chain(CHAIN).provider)
    expect(verifyMessage('FomoSwap', await wallet.signMessage('FomoSwap'))).toBe(alice!.address)
  })

  it.each([
    ['too short', '0x1234'],
    ['not hex', `0x${'zz'.repeat(32)}`],
    ['empty', ''],
  ])('refuses a malformed private key (%s) with a clear error', (_, key) => {
    expect(() => TerminalWallet.fromPrivateKey(key, devnet.chain(CHAIN).provider)).toThrow(/private key is malformed/)
  })

  it('refuses the zero key as not a valid key', () => {
    expect(() => TerminalWallet.fromPrivateKey(`0x${'00'.repeat(32)}`, devnet.chain(CHAIN).provider)).toThrow(
      WalletKeyError,
    )
  })
})

describe('TerminalWallet from an encrypted keystore', () => {
  const keystore = () =>
    encryptKeystoreJson({ address: alice!.address, privateKey: alice!.privateKey }, 'correct horse', {
      scrypt: { N: 1 << 10 }, // fast for the test; real keystores use ethers' default
    })

  it('opens with the right password', async () => {
    const wallet = await TerminalWallet.fromKeystore(await keystore(), 'correct horse', devnet.chain(CHAIN).provider)
    expect(await wallet.address()).toBe(alice!.address)
  })

  it('says the password is wrong when it is', async () => {
    await expect(
      TerminalWallet.fromKeystore(await keystore(), 'battery staple', devnet.chain(CHAIN).provider),
    ).rejects.toThrow(/^Wrong keystore password/)
  })

  it.each([
    ['not JSON', 'hello', /not JSON/],
    ['JSON without a crypto section', '{"address":"00"}', /no crypto section/],
  ])('refuses a keystore that is %s', async (_, json, message) => {
    await expect(TerminalWallet.fromKeystore(json, 'x', devnet.chain(CHAIN).provider)).rejects.toThrow(message)
  })
})

describe('the in-memory Wallet double answers like the terminal wallet', () => {
  it('produces the same address and signatures for the same key, and records what it sends', async () => {
    const real: Wallet = TerminalWallet.fromPrivateKey(alice!.privateKey, devnet.chain(CHAIN).provider)
    const double = new InMemoryWallet(alice!.privateKey, CHAIN)
    const domain = { name: 'FomoSwap LP', version: '1', chainId: CHAIN, verifyingContract: bob!.address }
    const message = { owner: alice!.address, spender: bob!.address, value: 1n, nonce: 0n, deadline: 2n }
    expect(await double.address()).toBe(await real.address())
    expect(await double.chainId()).toBe(await real.chainId())
    expect(await double.signTypedData(domain, permitTypes, message)).toBe(
      await real.signTypedData(domain, permitTypes, message),
    )
    expect(await double.signMessage('hi')).toBe(await real.signMessage('hi'))
    double.status = 0
    const sent = await double.sendTransaction({ to: bob!.address, value: 5n })
    expect(await sent.wait()).toEqual({ status: 0, blockNumber: 1 })
    expect(double.sent).toEqual([{ to: bob!.address, value: 5n }])
  })
})
