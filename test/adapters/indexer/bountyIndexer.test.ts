import { AbiCoder, keccak256, NonceManager, parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoGameRecords__factory, FomoPrizePool__factory } from '../../../src/adapters/contracts/generated'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgGameRoundEvents } from '../../../src/adapters/db/PgGameRoundEvents'
import { PgPrizeDrawEvents } from '../../../src/adapters/db/PgPrizeDrawEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { PRIZE_POOL_FUND } from '../../../src/adapters/devnet/bountySeedPlan'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { readBountyEvents } from '../../../src/adapters/indexer/readBountyEvents'
import { testDatabases } from '../../server/support/testDatabases'
import { forkChain } from './support/forkChain'

const SECRET = keccak256(new TextEncoder().encode('bounty indexer test secret'))
const abi = AbiCoder.defaultAbiCoder()

let fork: Awaited<ReturnType<typeof forkChain>>
beforeAll(async () => {
  fork = await forkChain(56)
})
afterAll(() => fork?.stop())

describe.each(testDatabases())('bounty events indexed on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores the seeded rounds and a whole draw as the contracts emitted them, and forgets the draw on a rollback', async () => {
    const { record, provider } = fork
    const operator = new NonceManager(new Wallet(devAccounts()[0]!.privateKey, provider))
    const pool = FomoPrizePool__factory.connect(record.contracts.prizePool!, operator)
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address.toLowerCase()
    const snapshot = await provider.send('evm_snapshot', [])
    // a draw on the fork: committed, closed, sealed, revealed a block after its target
    const now = (await provider.getBlock('latest'))!.timestamp
    const commitment = keccak256(abi.encode(['uint256', 'bytes32'], [1n, SECRET]))
    const prizes = [100n * 10n ** 18n, 10n ** 18n]
    // draws chain their windows: this one closes after any the seed committed
    const close = Math.max(now + 3600, Number(await pool.lastCloseTime()) + 1)
    await (await pool.commit(1n, commitment, close, aura, prizes)).wait()
    await provider.send('evm_increaseTime', [close - now])
    await (await pool.seal(1n, SECRET)).wait()
    await provider.send('evm_mine', [])
    await (await pool.reveal(1n, SECRET)).wait()

    const store = new PgChainEventStore(db)
    const indexer = new ChainIndexer({
      chainId: 56,
      rpc: provider,
      store,
      factory: record.contracts.factory.toLowerCase(),
      startBlock: record.startBlock,
      knownPairs: [],
      confirmations: 0,
      rangeSize: 500,
      gameRecords: record.contracts.gameRecords!.toLowerCase(),
      prizePool: record.contracts.prizePool!.toLowerCase(),
    })
    await indexer.syncToHead()

    // every round is one the contract holds as recorded, in chain order, with its block's time
    const rounds = await new PgGameRoundEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 1_000)
    const records = FomoGameRecords__factory.connect(record.contracts.gameRecords!, provider)
    const logs = await records.queryFilter(records.filters.RoundRecorded(), record.startBlock)
    expect(rounds).toHaveLength(logs.length)
    expect(new Set(rounds.map((r) => r.gameType))).toEqual(new Set([2, 5]))
    for (const [i, log] of logs.entries()) {
      const block = await provider.getBlock(log.blockNumber)
      expect(rounds[i]).toEqual({
        chainId: 56,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.index,
        blockNumber: log.blockNumber,
        time: block!.timestamp,
        player: log.args.player, // checksummed, as ethers gives it
        gameType: Number(log.args.gameType),
        token: log.args.token.toLowerCase(),
        bet: log.args.bet,
        round: log.args.round,
      })
      expect(await records.isRecorded(log.args.player, log.args.gameType, log.args.round)).toBe(true)
    }

    // the pool's events: the seeded fund, then the draw's commit, seal and reveal, each as the contract holds it
    const draws = await new PgPrizeDrawEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 100)
    expect(draws.map((e) => e.kind)).toEqual(['funded', 'committed', 'sealed', 'revealed'])
    const stored = await pool.drawOf(1n)
    const seed = keccak256(
      abi.encode(['bytes32', 'bytes32'], [SECRET, (await provider.getBlock(Number(stored.targetBlock)))!.hash]),
    )
    const fund = parseEther(PRIZE_POOL_FUND)
    const deployer = devAccounts()[0]!.address.toLowerCase()
    expect(draws[0]).toMatchObject({ kind: 'funded', token: aura, from: deployer, amount: fund, pool: fund })
    expect(draws.slice(1)).toEqual([
      expect.objectContaining({
        kind: 'committed',
        drawId: 1n,
        token: aura,
        commitment,
        closeTime: now + 3600,
        prizes,
      }),
      expect.objectContaining({ kind: 'sealed', drawId: 1n, targetBlock: Number(stored.targetBlock) }),
      expect.objectContaining({ kind: 'revealed', drawId: 1n, seed, secret: SECRET, total: prizes[0]! + prizes[1]! }),
    ])
    expect(draws.every((e) => e.contract === record.contracts.prizePool!.toLowerCase())).toBe(true)

    // a verifier reading the chain without the server finds the same rounds and draws
    const head = await provider.getBlockNumber()
    const contracts = { gameRecords: record.contracts.gameRecords!, prizePool: record.contracts.prizePool! }
    expect(await readBountyEvents(provider, 56, contracts, record.startBlock, head)).toEqual({ rounds, draws })

    // a reorganisation that replaced the blocks from the commit on
    const committed = draws[1]!
    const [below] = await store.recentBlocks(56, committed.blockNumber - 1, 1)
    await store.rollbackTo(56, { number: below!.number, hash: below!.hash })
    const kept = await new PgPrizeDrawEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 100)
    expect(kept.map((e) => e.kind)).toEqual(['funded'])
    const keptRounds = await new PgGameRoundEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 1_000)
    expect(keptRounds).toEqual(rounds.filter((r) => r.blockNumber <= below!.number))
    await provider.send('evm_revert', [snapshot])
  })
})
