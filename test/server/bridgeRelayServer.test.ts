import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import { PgBridgeEvents } from '../../src/adapters/db/PgBridgeEvents'
import { PgBridgeRelays } from '../../src/adapters/db/PgBridgeRelays'
import { PgChainHeads } from '../../src/adapters/db/PgChainHeads'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { bridgeTransferKey } from '../../src/domain/bridge/bridgeTransferKey'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { type OutageProxy, outageProxy } from '../adapters/rpc/outageProxy'
import { collectOnDevnet, type LandedCollection } from '../support/collectOnDevnet'
import { type ForkedChain, type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { testServerConfig } from './support/testServerConfig'

const testBridge = testServerConfig({ devnetDir: '' }).bridge

const N = 2
let devnet: ForkedDevnet
let source: ForkedChain
let target: ForkedChain
let proxy: OutageProxy
let server: ComposedServer
let nonce = 2n ** 50n // above anything the seed or another suite hands out

beforeAll(async () => {
  devnet = await forkDevnet()
  source = devnet.chain(128)
  target = devnet.chain(56)
  proxy = await outageProxy(target.rpcUrl) // chain 56's node, which a test takes down
  server = await composeServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      rpcUrls: { 128: source.rpcUrl, 56: proxy.url },
      indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 1_000 },
      bridge: { ...testBridge, confirmations: { 128: N, 56: N } },
      relayerBackoff: { baseMs: 50, maxMs: 400 },
    }),
  )
  server.worker!.start()
  server.relayer!.start()
})
afterAll(async () => {
  await server?.close()
  await proxy?.close()
  await devnet?.stop()
})

const recipient = devAccounts()[5]!.address
const relays = () => new PgBridgeRelays(server.database)
const twin = (symbol: string) =>
  DevToken__factory.connect(target.record.bridge!.tokens[symbol]!.address, target.provider)
const targetBridge = () => FomoBridge__factory.connect(target.record.contracts.bridge!, target.provider)
const mine = (blocks: number) => source.provider.send('anvil_mine', [`0x${blocks.toString(16)}`])

/** Waits for `condition` (the limit holds on a loaded machine; the wait itself is on the condition). */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function indexedTo(block: number): Promise<void> {
  const events = new PgChainHeads(server.database)
  await until(async () => ((await events.head(128))?.number ?? -1) >= block, `chain 128 indexed to ${block}`)
}

const collect = (amount: bigint) =>
  collectOnDevnet(source, { account: 1, symbol: 'AURA', amount, recipient, nonce: nonce++ })

const relayOf = (landed: LandedCollection) => relays().relayOf(128, landed.txHash, landed.logIndex)

describe('the server relays bridge collections (128 → 56)', () => {
  it('pays a collection once N blocks are indexed on top of it, and not before', async () => {
    const before = await twin('AURA').balanceOf(recipient)
    const landed = await collect(10n ** 18n)
    await mine(N - 1)
    await indexedTo(landed.blockNumber + N - 1)
    await new Promise((resolve) => setTimeout(resolve, 500)) // ten relayer polls: one block short of the depth
    expect(await relayOf(landed)).toBeUndefined()

    await mine(1)
    await until(async () => (await relayOf(landed))?.state === 'delivered', 'delivered')
    const relay = (await relayOf(landed))!
    expect(relay).toMatchObject({
      attempts: 1,
      amount: landed.payout,
      token: twin('AURA').target.toString().toLowerCase(),
    })
    expect(await twin('AURA').balanceOf(recipient)).toBe(before + landed.payout)
    const key = bridgeTransferKey(128, landed.nonce)
    expect(await targetBridge().hashs(key)).toBe(true)
    const logs = await targetBridge().queryFilter(targetBridge().filters.Transferred(key))
    expect(logs.map((log) => log.transactionHash.toLowerCase())).toEqual([relay.targetTxHash])
  })

  it('never pays a collection a source reorganisation removed before its depth', async () => {
    const before = await twin('AURA').balanceOf(recipient)
    const snapshot: string = await source.provider.send('evm_snapshot', [])
    const landed = await collect(3n * 10n ** 18n)
    await indexedTo(landed.blockNumber)
    const collections = new PgBridgeEvents(server.database)
    expect(await collections.collectionByCode(landed.code, 128)).toBeDefined()

    await source.provider.send('evm_revert', [snapshot]) // the collection's blocks are replaced ...
    await mine(N + 3) // ... by a longer chain without it
    const head = await source.provider.getBlockNumber()
    await until(async () => (await collections.collectionByCode(landed.code, 128)) === undefined, 'rolled back')
    await indexedTo(head)
    await new Promise((resolve) => setTimeout(resolve, 500)) // ten relayer polls past the depth
    expect(await relayOf(landed)).toBeUndefined()
    expect(await targetBridge().hashs(bridgeTransferKey(128, landed.nonce))).toBe(false)
    expect(await twin('AURA').balanceOf(recipient)).toBe(before)
  })

  it('keeps a collection while chain 56’s node is down, shows the failures, and pays it once the node is back', async () => {
    const before = await twin('AURA').balanceOf(recipient)
    await proxy.set('refuse')
    let landed: LandedCollection
    try {
      landed = await collect(2n * 10n ** 18n)
      await mine(N)
      await until(async () => {
        const relay = await relayOf(landed)
        return relay?.state === 'failed' && relay.attempts >= 3
      }, 'three failed attempts')
      const failing = (await relayOf(landed))!
      expect(failing.lastError).toMatch(/cannot connect/)
      expect(failing.nextAttemptAt).not.toBeNull()
      // the sender is told delivery waits on the operator (issue 29, item 5), with the relayer's error
      const waiting = (await server.app.inject({ url: `/api/get-convert-status/${landed.code}` })).json().data
      expect(waiting).toMatchObject({ status: 'relaying', waiting_on: 'operator' })
      expect(waiting.last_error).toMatch(/cannot connect/)
      const status = await server.app.inject({ url: '/api/indexer/status' })
      expect(status.json().data.relayer).toEqual(
        expect.arrayContaining([expect.objectContaining({ sourceChainId: 128, targetChainId: 56 })]),
      )
    } finally {
      await proxy.set('forward')
    }
    await until(async () => (await relayOf(landed))?.state === 'delivered', 'delivered after the outage')
    const delivered = (await server.app.inject({ url: `/api/get-convert-status/${landed.code}` })).json().data
    expect(delivered).toMatchObject({ status: 'delivered', waiting_on: null, last_error: null })
    expect(await twin('AURA').balanceOf(recipient)).toBe(before + landed.payout)
    const key = bridgeTransferKey(128, landed.nonce)
    expect(await targetBridge().queryFilter(targetBridge().filters.Transferred(key))).toHaveLength(1)
  })
})
