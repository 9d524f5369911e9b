import { hexlify, parseEther, randomBytes, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoBridge__factory } from '../../../src/adapters/contracts/generated'
import { PgBridgeEvents } from '../../../src/adapters/db/PgBridgeEvents'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { devAccounts, devnetRelayerAccount } from '../../../src/adapters/devnet/devAccounts'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { readBridgeEvents } from '../../../src/adapters/indexer/readBridgeEvents'
import { testDatabases } from '../../server/support/testDatabases'
import { collectOnDevnet } from '../../support/collectOnDevnet'
import { forkChain } from './support/forkChain'

let fork: Awaited<ReturnType<typeof forkChain>>
beforeAll(async () => {
  fork = await forkChain(128)
})
afterAll(() => fork?.stop())

describe.each(testDatabases())('bridge events indexed on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores a collection, a payout and a void as the contract emitted them, and forgets them in a reorganisation', async () => {
    const { record, provider } = fork
    const store = new PgChainEventStore(db)
    const stored = new PgBridgeEvents(db)
    const indexer = new ChainIndexer({
      chainId: 128,
      rpc: provider,
      store,
      factory: record.contracts.factory.toLowerCase(),
      startBlock: record.startBlock,
      knownPairs: [],
      confirmations: 0,
      rangeSize: 500,
      bridge: { address: record.contracts.bridge!.toLowerCase(), peerChainId: 56 },
    })
    await indexer.syncToHead()
    expect(await stored.collectionsSince(128, undefined, Number.MAX_SAFE_INTEGER, 10)).toEqual([])
    const snapshot = await provider.send('evm_snapshot', [])

    const recipient = Wallet.createRandom().address
    const amount = parseEther('1234.5')
    const landed = await collectOnDevnet(fork, { account: 4, symbol: 'HJW', amount, recipient, nonce: 2n ** 40n + 3n })
    const relayer = new Wallet(devnetRelayerAccount().privateKey, provider)
    const bridge = FomoBridge__factory.connect(record.contracts.bridge!, relayer)
    await (await bridge.voidCollection(77n)).wait()
    const sourceTx = hexlify(randomBytes(32))
    const usdt56 = record.bridge!.tokens.USDT!.remote
    await (await bridge.transferToken(usdt56, recipient, parseEther('9'), 3n, sourceTx)).wait()
    const head = await provider.getBlockNumber()
    await indexer.syncToHead()

    const bridgeAddress = record.contracts.bridge!.toLowerCase()
    const collection = {
      kind: 'collected',
      chainId: 128,
      blockNumber: landed.blockNumber,
      logIndex: landed.logIndex,
      txHash: landed.txHash.toLowerCase(),
      time: (await provider.getBlock(landed.blockNumber))!.timestamp,
      bridge: bridgeAddress,
      sender: devAccounts()[4]!.address.toLowerCase(),
      token: landed.token.toLowerCase(),
      code: landed.code,
      recipient: recipient.toLowerCase(),
      targetChainId: 56,
      amount,
      destroyAmount: landed.destroyAmount,
      fee: landed.fee,
      payout: landed.payout,
      nonce: 2n ** 40n + 3n,
    }
    const [found] = await stored.collectionsSince(128, undefined, head, 10)
    expect(found).toEqual(collection)
    expect(await stored.collectionByCode(landed.code.toUpperCase().replace('0X', '0x'))).toEqual(found)
    expect(await stored.collectionByCode(landed.code, 56)).toBeUndefined()
    expect(await stored.collectionsByCodes([landed.code, `0x${'0'.repeat(64)}`, 'not a code'])).toEqual([found])
    expect(await stored.collectionsSince(128, found, head, 10)).toEqual([]) // the cursor is past it
    expect(await stored.collectionsSince(128, undefined, landed.blockNumber - 1, 10)).toEqual([]) // not up to there

    const key = (await bridge.transferKey(3n)).toLowerCase()
    const [transfer] = await stored.transfersByKey(128, [key, `0x${'1'.repeat(64)}`])
    expect(transfer).toMatchObject({
      kind: 'transferred',
      key,
      recipient: recipient.toLowerCase(),
      token: record.bridge!.tokens.USDT!.address.toLowerCase(),
      amount: parseEther('9'),
      sourceChainId: 56,
      sourceTxHash: sourceTx,
      sourceNonce: 3n,
      bridge: bridgeAddress,
    })
    expect(await stored.voids(128, [77n, 78n])).toEqual([
      expect.objectContaining({ kind: 'collectionVoided', nonce: 77n }),
    ])

    // straight from the chain, without the database: the same three events in chain order
    const read = await readBridgeEvents(provider, 128, record.contracts.bridge!, 56, landed.blockNumber, head)
    expect(read).toEqual([found, ...(await stored.voids(128, [77n])), transfer])

    // a reorganisation replaces the blocks from the collection on: all three are forgotten
    await provider.send('evm_revert', [snapshot])
    for (let i = 0; i < 6; i++) await provider.send('evm_mine', [])
    expect((await indexer.step()).kind).toBe('reorg')
    await indexer.syncToHead()
    expect(await stored.collectionByCode(landed.code)).toBeUndefined()
    expect(await stored.transfersByKey(128, [key])).toEqual([])
    expect(await stored.voids(128, [77n])).toEqual([])
  })
})
