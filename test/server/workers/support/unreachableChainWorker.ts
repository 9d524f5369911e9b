import { PgChainEventStore } from '../../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../../src/adapters/db/SqlDatabase'
import { ChainIndexer } from '../../../../src/adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../../../../src/adapters/rpc/FetchJsonRpc'
import { IndexerWorker } from '../../../../src/server/workers/IndexerWorker'
import { freePort } from '../../../support/freePort'

/**
 * A worker whose one chain's node refuses connections: it holds the writer lock (when it gets it) and backs off, so
 * a test sees the lock alone. `writerPollMs`: how often it tries the lock or checks its session (the default when
 * absent); `errors` and `infos` collect what it logs as errors and as information; `lockTries` counts its tries of the
 * writer lock.
 */
export async function unreachableChainWorker(
  db: SqlDatabase,
  options: { writerPollMs?: number; errors?: unknown[]; infos?: unknown[]; lockTries?: { count: number } } = {},
): Promise<IndexerWorker> {
  const store = new PgChainEventStore(db)
  const rpc = new FetchJsonRpc(`http://127.0.0.1:${await freePort()}`, 1_000)
  const indexer = new ChainIndexer({
    chainId: 56,
    rpc,
    store,
    factory: `0x${'f'.repeat(40)}`,
    startBlock: 0,
    knownPairs: [],
    confirmations: 0,
    rangeSize: 100,
  })
  const { errors, infos, lockTries } = options
  if (lockTries) {
    const tryLock = store.tryAcquireWriterLock.bind(store)
    store.tryAcquireWriterLock = () => {
      lockTries.count++
      return tryLock()
    }
  }
  const log = {
    info: (...args: unknown[]) => infos?.push(args),
    warn() {},
    error: (...args: unknown[]) => errors?.push(args),
  }
  return new IndexerWorker([indexer], store, 20, log, Date.now, undefined, options.writerPollMs)
}
