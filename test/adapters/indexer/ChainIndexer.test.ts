import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoRouter__factory } from '../../../src/adapters/contracts/generated'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { testDatabases } from '../../server/support/testDatabases'
import type { ForkedChain } from '../../support/forkDevnet'
import { forkChain } from './support/forkChain'
import { canonicalPairEvents, sendSwaps, storedPairEvents, tokenOf } from './support/pairTraffic'

let fork: Awaited<ReturnType<typeof forkChain>>
beforeAll(async () => {
  fork = await forkChain(128)
})
afterAll(() => fork?.stop())

const indexerFor = (
  chain: ForkedChain,
  db: SqlDatabase,
  options: { confirmations?: number; rangeSize?: number } = {},
) =>
  new ChainIndexer({
    chainId: chain.chainId,
    rpc: chain.provider,
    store: new PgChainEventStore(db),
    factory: chain.record.contracts.factory.toLowerCase(),
    startBlock: chain.record.startBlock,
    knownPairs: chain.record.pairs.map((pair) => ({ ...pair, createdBlock: chain.record.startBlock })),
    confirmations: options.confirmations ?? 0,
    rangeSize: options.rangeSize ?? 7,
  })

const storedPairs = async (db: SqlDatabase) =>
  (await db.query<{ address: string }>('select address from pairs where chain_id = 128')).map((row) => row.address)

describe.each(testDatabases())('the chain indexer on $name', (database) => {
  let db: SqlDatabase
  let chain: ForkedChain
  beforeAll(async () => {
    db = await database.open()
    chain = fork
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('indexes the seeded chain to its head: the database equals the chain’s logs, and re-running adds nothing', async () => {
    await sendSwaps(chain, { count: 3, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
    const indexer = indexerFor(chain, db)
    expect(await indexer.syncToHead()).toBeGreaterThan(0)
    const pairs = await storedPairs(db)
    expect(pairs).toEqual(expect.arrayContaining(chain.record.pairs.map((pair) => pair.address.toLowerCase())))
    expect(await storedPairEvents(db, 128)).toEqual(await canonicalPairEvents(chain, pairs))
    const head = await chain.provider.getBlock('latest')
    expect(await new PgChainEventStore(db).checkpoint(128)).toEqual({ number: head!.number, hash: head!.hash })
    // a second indexer over the same range (as after a crash before the checkpoint) stores no duplicate
    await new PgChainEventStore(db).rollbackTo(128, undefined)
    await indexerFor(chain, db, { rangeSize: 3 }).syncToHead()
    expect(await storedPairEvents(db, 128)).toEqual(await canonicalPairEvents(chain, pairs))
  })

  it('discovers a pair the factory creates later and indexes its events from its first block', async () => {
    const wallet = new Wallet(devAccounts()[3]!.privateKey, chain.provider)
    const router = FomoRouter__factory.connect(chain.record.contracts.router, wallet)
    const [hjw, pnc] = [tokenOf(chain.record, 'HJW'), tokenOf(chain.record, 'PNC')]
    const { DevToken__factory } = await import('../../../src/adapters/contracts/generated')
    for (const token of [hjw, pnc]) {
      await (
        await DevToken__factory.connect(token, wallet).approve(chain.record.contracts.router, parseEther('1000'))
      ).wait()
    }
    await (
      await router.addLiquidity(hjw, pnc, parseEther('100'), parseEther('300'), 0n, 0n, wallet.address, 4_000_000_000n)
    ).wait()
    await indexerFor(chain, db).syncToHead()
    const pairs = await storedPairs(db)
    expect(pairs.length).toBe(chain.record.pairs.length + 1)
    expect(await storedPairEvents(db, 128)).toEqual(await canonicalPairEvents(chain, pairs))
  })

  it('after a reorganisation (snapshot, blocks, revert, other blocks) holds exactly the canonical chain', async () => {
    const indexer = indexerFor(chain, db, { rangeSize: 2 })
    await indexer.syncToHead()
    const snapshot = await chain.provider.send('evm_snapshot', [])
    const orphaned = await sendSwaps(chain, { count: 4, symbols: ['AURA', 'USDT'], account: 4, amount: '3' })
    await indexer.syncToHead()
    const stored = await storedPairEvents(db, 128)
    expect(stored.some((line) => line.startsWith(orphaned[0]!))).toBe(true)

    await chain.provider.send('evm_revert', [snapshot])
    // a shorter chain first: the indexer notices its checkpoint is gone without a new block
    expect((await indexer.step()).kind).toBe('reorg')
    const canonical = await sendSwaps(chain, { count: 6, symbols: ['USDT', 'AURA'], account: 5, amount: '2' })
    await indexer.syncToHead()
    const pairs = await storedPairs(db)
    const after = await storedPairEvents(db, 128)
    expect(after).toEqual(await canonicalPairEvents(chain, pairs))
    expect(after.some((line) => orphaned.some((hash) => line.startsWith(hash)))).toBe(false)
    expect(after.filter((line) => canonical.some((hash) => line.startsWith(hash)))).toHaveLength(12)

    // a same-height fork: revert and mine as many different blocks, detected by the parent hash
    const head = await chain.provider.getBlockNumber()
    const again = await chain.provider.send('evm_snapshot', [])
    await sendSwaps(chain, { count: 2, symbols: ['AURA', 'USDT'], account: 6 })
    await indexer.syncToHead()
    await chain.provider.send('evm_revert', [again])
    await sendSwaps(chain, { count: 3, symbols: ['USDT', 'AURA'], account: 7 })
    expect(await chain.provider.getBlockNumber()).toBeGreaterThan(head + 2)
    await indexer.syncToHead()
    expect(await storedPairEvents(db, 128)).toEqual(await canonicalPairEvents(chain, await storedPairs(db)))
  })

  it('asks the head once per pass while it catches up over many ranges, and holds the same events (issue 31)', async () => {
    await sendSwaps(chain, { count: 12, symbols: ['DK2', 'DK', 'AURA', 'USDT'], account: 9 })
    const asked: string[] = []
    const rpc = {
      send: (method: string, params: unknown[]) => {
        asked.push(method)
        return chain.provider.send(method, params)
      },
    }
    await new PgChainEventStore(db).rollbackTo(128, undefined)
    const indexer = new ChainIndexer({
      chainId: chain.chainId,
      rpc,
      store: new PgChainEventStore(db),
      factory: chain.record.contracts.factory.toLowerCase(),
      startBlock: chain.record.startBlock,
      knownPairs: chain.record.pairs.map((pair) => ({ ...pair, createdBlock: chain.record.startBlock })),
      confirmations: 0,
      rangeSize: 2,
    })
    await indexer.syncToHead()
    const ranges = asked.filter((method) => method === 'eth_getLogs').length / 4 // each range's pair logs in 4 parts
    expect(ranges).toBeGreaterThan(20)
    // one head for the pass, one more to find it at the head (before: one per range)
    expect(asked.filter((method) => method === 'eth_blockNumber')).toHaveLength(2)
    expect(await storedPairEvents(db, 128)).toEqual(await canonicalPairEvents(chain, await storedPairs(db)))
  })

  it('fails the step when the node fails a range read (the worker backs off and marks the chain degraded)', async () => {
    await sendSwaps(chain, { count: 1, symbols: ['AURA', 'USDT'], account: 9 })
    const failing = {
      send: (method: string, params: unknown[]) =>
        method === 'eth_getLogs'
          ? Promise.reject(new Error('eth_getLogs: upstream timeout'))
          : chain.provider.send(method, params),
    }
    const indexer = new ChainIndexer({
      chainId: chain.chainId,
      rpc: failing,
      store: new PgChainEventStore(db),
      factory: chain.record.contracts.factory.toLowerCase(),
      startBlock: chain.record.startBlock,
      knownPairs: [],
      confirmations: 0,
      rangeSize: 2,
    })
    await expect(indexer.step()).rejects.toThrow('upstream timeout')
  })

  it('stays `confirmations` blocks behind the head', async () => {
    const indexer = indexerFor(chain, db, { confirmations: 2 })
    await sendSwaps(chain, { count: 3, symbols: ['AURA', 'USDT'], account: 8 })
    await indexer.syncToHead()
    const head = await chain.provider.getBlockNumber()
    expect((await new PgChainEventStore(db).checkpoint(128))?.number).toBe(head - 2)
  })
})
