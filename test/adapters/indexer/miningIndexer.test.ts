import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoLPMining__factory, FomoPair__factory } from '../../../src/adapters/contracts/generated'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgChainHeads } from '../../../src/adapters/db/PgChainHeads'
import { PgMiningEvents } from '../../../src/adapters/db/PgMiningEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { SEED_PLEDGES } from '../../../src/adapters/devnet/miningSeedPlan'
import { SEED_SEASON_PAYEES, SEED_SEASON_PLEDGES } from '../../../src/adapters/devnet/seasonSeedPlan'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { readMiningEvents } from '../../../src/adapters/indexer/readMiningEvents'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'
import type { MiningLedgerView } from '../../../src/domain/mining/MiningLedgerView'
import { MiningLedgers } from '../../../src/server/programmes/MiningLedgers'
import { testDatabases } from '../../server/support/testDatabases'
import type { ForkedChain } from '../../support/forkDevnet'
import { forkChain } from './support/forkChain'

const DAY = 86_400
let fork: Awaited<ReturnType<typeof forkChain>>
beforeAll(async () => {
  fork = await forkChain(128)
  const chain = fork
  const accounts = devAccounts()
  // a pledge and a week of accrual on top of the seeded ones
  const account = new Wallet(accounts[6]!.privateKey, chain.provider)
  const pair = chain.record.pairs[0]!.address
  const deployer = new Wallet(accounts[0]!.privateKey, chain.provider)
  await (await FomoPair__factory.connect(pair, deployer).transfer(account.address, parseEther('3'))).wait()
  await (
    await FomoPair__factory.connect(pair, account).approve(chain.record.contracts.lpMining!, parseEther('3'))
  ).wait()
  await (
    await FomoLPMining__factory.connect(chain.record.contracts.lpMining!, account).deposit(pair, parseEther('3'), 7)
  ).wait()
  await chain.provider.send('evm_increaseTime', [7 * DAY + 1])
  await chain.provider.send('evm_mine', [])
})
afterAll(() => fork?.stop())

const indexerFor = (chain: ForkedChain, db: SqlDatabase) =>
  new ChainIndexer({
    chainId: chain.chainId,
    rpc: chain.provider,
    store: new PgChainEventStore(db),
    factory: chain.record.contracts.factory.toLowerCase(),
    startBlock: chain.record.startBlock,
    knownPairs: chain.record.pairs.map((pair) => ({ ...pair, createdBlock: chain.record.startBlock })),
    confirmations: 0,
    rangeSize: 50,
    lpMining: chain.record.contracts.lpMining!.toLowerCase(),
  })

/** A ledger rebuilt from the chain's logs alone, read at the head block's time: what `fomo mining verify` does. */
async function ledgerFromChain(chain: ForkedChain): Promise<{ ledger: MiningLedgerView; head: number }> {
  const head = (await chain.provider.getBlock('latest'))!
  const events = await readMiningEvents(
    chain.provider,
    128,
    chain.record.contracts.lpMining!,
    chain.record.startBlock,
    head.number,
  )
  const ledger = new MiningLedger()
  for (const event of events) ledger.apply(event)
  return { ledger: ledger.at(head.timestamp), head: head.number }
}

describe.each(testDatabases())('LP mining indexed on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores the seeded pools and pledges, and the server’s ledger equals one rebuilt from the chain, to the wei', async () => {
    const chain = fork
    const accounts = devAccounts()
    await indexerFor(chain, db).syncToHead()
    const stored = await new PgMiningEvents(db).eventsAfter(128, undefined, Number.MAX_SAFE_INTEGER, 10_000)
    expect(stored.filter((e) => e.kind === 'poolAdded')).toHaveLength(chain.record.pairs.length)
    expect(stored.filter((e) => e.kind === 'deposited')).toHaveLength(
      SEED_PLEDGES.length + SEED_SEASON_PLEDGES.length + SEED_SEASON_PAYEES.length + 1,
    )

    const { ledger: server, head } = await new MiningLedgers(new PgChainHeads(db), new PgMiningEvents(db)).ledger(128)
    const fromChain = await ledgerFromChain(chain)
    expect(head?.number).toBe(fromChain.head)
    for (const index of [1, 2, 3, 4, 5, 6]) {
      const address = accounts[index]!.address.toLowerCase()
      const earned = server.earnings(address)
      expect([...earned.values()].some((amount) => amount > 0n)).toBe(true)
      expect(earned).toEqual(fromChain.ledger.earnings(address))
    }
    // each decoded pledge carries what the contract recorded: account 6's 7-day lock, field by field
    const mining6 = FomoLPMining__factory.connect(chain.record.contracts.lpMining!, chain.provider)
    const [, [lock]] = await mining6.positionOf(chain.record.pairs[0]!.address, accounts[6]!.address)
    const pledge = stored.find((e) => e.kind === 'deposited' && e.account === accounts[6]!.address.toLowerCase())
    expect(pledge).toMatchObject({
      lpToken: chain.record.pairs[0]!.address.toLowerCase(),
      lockId: BigInt(lock!.id),
      amount: lock!.amount,
      lockDays: 7,
      weight: Number(lock!.weight),
      energyRatio: Number(lock!.energyRatio),
      unlockAt: Number(lock!.unlockAt),
    })
    // the ledger's pledged LP is what the contract holds for each pool
    const mining = FomoLPMining__factory.connect(chain.record.contracts.lpMining!, chain.provider)
    for (const lpToken of server.poolTokens()) {
      const held = await FomoPair__factory.connect(lpToken, chain.provider).balanceOf(await mining.getAddress())
      expect(server.pool(lpToken)?.pledged).toBe(held)
    }
  })
})
