import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import {
  BRIDGE_DAILY_CAP,
  BRIDGE_DESTROY_ADDRESS,
  BRIDGE_DESTROY_BPS,
  BRIDGE_INVENTORY,
  BRIDGE_SERVICE_BPS,
  BRIDGE_SYMBOLS,
} from '../../src/adapters/devnet/bridgeSeedPlan'
import { DEVNET_SIGNER_ACCOUNT, devAccounts, devnetRelayerAccount } from '../../src/adapters/devnet/devAccounts'
import { bridgeRecordProblems } from '../../src/domain/deployment/bridgeRecordProblems'
import { collectOnDevnet } from '../support/collectOnDevnet'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

const accounts = devAccounts()
const relayer = devnetRelayerAccount()

describe.each([
  [128, 56],
  [56, 128],
])('the seeded bridge of chain %i', (chainId, peerChainId) => {
  it('pairs each of AURA, HJW, MGET, PNC and USDT with its twin on the peer chain, with its rate, cap and inventory', async () => {
    const { record, provider } = devnet.chain(chainId)
    const peer = devnet.chain(peerChainId).record
    const bridge = FomoBridge__factory.connect(record.contracts.bridge!, provider)
    expect(record.bridge).toMatchObject({
      peerChainId,
      destroyAddress: BRIDGE_DESTROY_ADDRESS,
      destroyBps: BRIDGE_DESTROY_BPS,
      operator: relayer.address,
    })
    expect(Object.keys(record.bridge!.tokens).sort()).toEqual([...BRIDGE_SYMBOLS].sort())
    expect(await bridge.peerChainId()).toBe(BigInt(peerChainId))
    expect(await bridge.destroyAddress()).toBe(BRIDGE_DESTROY_ADDRESS)
    expect(await bridge.destroyBps()).toBe(BigInt(BRIDGE_DESTROY_BPS))
    expect(await bridge.getFunction('signer')()).toBe(accounts[DEVNET_SIGNER_ACCOUNT]!.address)
    expect(await bridge.operator()).toBe(relayer.address)
    for (const symbol of BRIDGE_SYMBOLS) {
      const token = record.bridge!.tokens[symbol]!
      expect(token.address).toBe(record.tokens.find((t) => t.symbol === symbol)!.address)
      expect(token.remote).toBe(peer.tokens.find((t) => t.symbol === symbol)!.address)
      expect(await bridge.localTokenOf(token.remote)).toBe(token.address)
      const [listed, serviceBps, dailyCap] = await bridge.tokenConfig(token.address)
      expect([listed, Number(serviceBps), dailyCap]).toEqual([
        true,
        BRIDGE_SERVICE_BPS[symbol],
        parseEther(BRIDGE_DAILY_CAP),
      ])
      expect(token.dailyCap).toBe(parseEther(BRIDGE_DAILY_CAP).toString())
      const inventory = await DevToken__factory.connect(token.address, provider).balanceOf(bridge)
      expect(inventory).toBe(parseEther(BRIDGE_INVENTORY))
    }
    expect(await provider.getBalance(relayer.address)).toBeGreaterThan(parseEther('100'))
    expect(bridgeRecordProblems(record, peer, undefined)).toEqual([])
  })
})

// after the pairing checks of both chains, which read the untouched inventories
describe.each([
  [128, 56],
  [56, 128],
])('a transfer from chain %i to chain %i', (chainId, peerChainId) => {
  it('lands a collection the devnet signer signs, and the relayer key pays it on the peer chain', async () => {
    const source = devnet.chain(chainId)
    const target = devnet.chain(peerChainId)
    const recipient = Wallet.createRandom().address
    const landed = await collectOnDevnet(source, {
      account: 4,
      symbol: 'AURA',
      amount: parseEther('100'),
      recipient,
      nonce: 41n,
    })
    const bridge = FomoBridge__factory.connect(source.record.contracts.bridge!, source.provider)
    expect(await bridge.nonceUsed(41n)).toBe(true)
    expect(landed.payout).toBe(parseEther('100') - landed.destroyAmount - landed.fee)

    const payer = new Wallet(relayer.privateKey, target.provider)
    const targetBridge = FomoBridge__factory.connect(target.record.contracts.bridge!, payer)
    await (await targetBridge.transferToken(landed.token, recipient, landed.payout, 41n, landed.txHash)).wait()
    const twin = DevToken__factory.connect(source.record.bridge!.tokens.AURA!.remote, target.provider)
    expect(await twin.balanceOf(recipient)).toBe(landed.payout)
  })
})
