import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AbiContractCalls } from '../../src/adapters/contracts/AbiContractCalls'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import { RandomNonces } from '../../src/adapters/crypto/RandomNonces'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { EthersGasEstimator } from '../../src/adapters/rpc/EthersGasEstimator'
import { EthersTransactionReceipts } from '../../src/adapters/rpc/EthersTransactionReceipts'
import { TerminalTransactionSubmitter } from '../../src/adapters/wallet/TerminalTransactionSubmitter'
import { TerminalWallet } from '../../src/adapters/wallet/TerminalWallet'
import { BridgeService } from '../../src/domain/bridge/BridgeService'
import { decodeBridgeCode } from '../../src/domain/bridge/bridgeCode'
import { BridgeSignatureMismatchError } from '../../src/domain/errors/BridgeSignatureMismatchError'
import { BridgeTransferFailedError } from '../../src/domain/errors/BridgeTransferFailedError'
import type { StoredTransactions } from '../../src/ports/TransactionsStore'
import { DevnetSignerBridgeApi } from '../doubles/DevnetSignerBridgeApi'
import { InMemoryNameResolver } from '../doubles/InMemoryNameResolver'
import { InMemoryStateStore } from '../doubles/InMemoryStateStore'
import { ManualClock } from '../doubles/ManualClock'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

/** A dev account no other test in this file moves. */
const SENDER = devAccounts()[6]!
const RECIPIENT = devAccounts()[7]!.address

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

/** BridgeService sending from SENDER on chain `chainId` of the fork, over the real adapters the terminal uses. */
function serviceOn(chainId: number) {
  const { provider, record } = devnet.chain(chainId)
  const providers = new Map([[chainId, provider]])
  const clock = new ManualClock()
  const wallet = TerminalWallet.fromPrivateKey(SENDER.privateKey, provider)
  const submitter = new TerminalTransactionSubmitter(
    wallet,
    new EthersTransactionReceipts(providers),
    new InMemoryStateStore<StoredTransactions>(),
    clock,
  )
  const api = new DevnetSignerBridgeApi([devnet.chain(128).record, devnet.chain(56).record], async () => {
    return (await provider.getBlock('latest'))!.timestamp
  })
  const bridge = new BridgeService(
    api,
    new AbiContractCalls(),
    new EthersGasEstimator(providers),
    submitter,
    new InMemoryNameResolver(),
    clock,
    wallet,
    { of: async () => (await provider.getBlock('latest'))!.timestamp },
    new RandomNonces(),
    { hasCode: async (_chainId, address) => (await provider.getCode(address)) !== '0x' },
  )
  const aura = DevToken__factory.connect(record.tokens.find((t) => t.symbol === 'AURA')!.address, provider)
  return { api, bridge, record, provider, aura }
}

async function approveBridge(chainId: number): Promise<void> {
  const { record, provider } = devnet.chain(chainId)
  const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address
  const signer = new Wallet(SENDER.privateKey, provider)
  await (await DevToken__factory.connect(aura, signer).approve(record.contracts.bridge!, 2n ** 256n - 1n)).wait()
}

describe.each([128, 56])('BridgeService against the deployed FomoBridge on a fork of chain %i', (chainId) => {
  it('sends the collection exactly as signed: the Collected event names the recipient, the target and the figures', async () => {
    const { api, bridge, record, provider, aura } = serviceOn(chainId)
    await approveBridge(chainId)
    const chains = await api.config()
    const input = {
      account: SENDER.address,
      sourceChainId: chainId,
      chains,
      symbol: 'AURA',
      amountText: '123.5',
      balance: await aura.balanceOf(SENDER.address),
      recipient: RECIPIENT,
    }
    const before = await Promise.all([aura.balanceOf(SENDER.address), aura.balanceOf(record.contracts.bridge!)])
    const sent = await bridge.transfer(input)
    const receipt = (await provider.getTransactionReceipt(sent.hash))!
    expect(receipt.status).toBe(1)
    const contract = FomoBridge__factory.createInterface()
    const collected = receipt.logs.map((log) => contract.parseLog(log)).find((log) => log?.name === 'Collected')
    expect(collected?.args.code).toBe(sent.code)
    const destination = decodeBridgeCode(sent.code)
    expect([destination.recipient, destination.targetChainId]).toEqual([RECIPIENT, record.bridge!.peerChainId])
    const amount = parseEther('123.5')
    const { destroyAmount } = sent.signature
    expect(await aura.balanceOf(SENDER.address)).toBe(before[0] - amount)
    expect(await aura.balanceOf(record.contracts.bridge!)).toBe(before[1] + amount - destroyAmount)
    expect(api.returned).toEqual([])
    // the wallet signed the sender's consent to these terms, on this chain's time (the double checked it)
    expect(api.consents.map((c) => [c.sender, c.recipient, c.amount, c.sourceChainId])).toEqual([
      [SENDER.address.toLowerCase(), RECIPIENT.toLowerCase(), amount, chainId],
    ])
  })

  it('sends nothing when the signature names another recipient, and asks the quota back', async () => {
    const { api, bridge, aura } = serviceOn(chainId)
    const { provider } = devnet.chain(chainId)
    api.tamper = (signed) => ({
      ...signed,
      code: `${signed.code.slice(0, 2)}${'ab'.repeat(20)}${signed.code.slice(42)}`,
    })
    const nonce = await provider.getTransactionCount(SENDER.address)
    const input = {
      account: SENDER.address,
      sourceChainId: chainId,
      chains: await api.config(),
      symbol: 'AURA',
      amountText: '1',
      balance: await aura.balanceOf(SENDER.address),
      recipient: RECIPIENT,
    }
    await expect(bridge.transfer(input)).rejects.toBeInstanceOf(BridgeSignatureMismatchError)
    expect(await provider.getTransactionCount(SENDER.address)).toBe(nonce)
    expect(api.returned).toHaveLength(1)
  })

  it('says why a collection the contract refuses would fail (an expired signature), sending nothing', async () => {
    const { api, bridge, aura } = serviceOn(chainId)
    const { provider } = devnet.chain(chainId)
    api.lifetime = -1
    const nonce = await provider.getTransactionCount(SENDER.address)
    const input = {
      account: SENDER.address,
      sourceChainId: chainId,
      chains: await api.config(),
      symbol: 'AURA',
      amountText: '1',
      balance: await aura.balanceOf(SENDER.address),
      recipient: RECIPIENT,
    }
    const failure = bridge.transfer(input)
    await expect(failure).rejects.toBeInstanceOf(BridgeTransferFailedError)
    await expect(failure).rejects.toThrow(/^Transfer failed: CollectionExpired\(\d+\)$/)
    expect(await provider.getTransactionCount(SENDER.address)).toBe(nonce)
    expect(api.returned).toHaveLength(1)
  })
})
