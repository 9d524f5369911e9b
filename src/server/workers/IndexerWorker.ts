import type { FastifyBaseLogger } from 'fastify'
import type { ChainIndexer } from '../../adapters/indexer/ChainIndexer'
import type { ChainEventStore, WriterLease } from '../../ports/ChainEventStore'
import type { ChainIndexStatus } from './ChainIndexStatus'
import { WakeableSleep } from './WakeableSleep'

const MAX_BACKOFF_MS = 30_000
/** How long the writer's lock session may take to answer its check before the writer counts it as lost. */
const HELD_TIMEOUT_MS = 5_000

/** One term as the writer: over once the lease is lost or the worker stops. */
interface Term {
  over: boolean
}

/**
 * Runs the chain indexers while holding the database's writer lock (a PostgreSQL advisory lock: with replicas,
 * one writes and the others wait to take over when it dies; on PGlite the one process holds it). Each chain has its
 * own loop and back-off, so a chain whose node hangs or refuses (its requests time out) never holds up another; it
 * is marked degraded and retried, from pollMs doubling up to 64 polls (at most 30 s). Every committed range bumps
 * `version()`, which invalidates the response caches.
 *
 * Replicas: every replica serves reads; the one holding the lock indexes, relays and draws (`isWriter()`), the others
 * are in standby and try the lock every `writerPollMs` (FOMO_WRITER_POLL_MS, 2 s by default). PostgreSQL frees the
 * lock when the writer's session ends: at once when its process dies (SIGKILL, crash: the kernel closes the socket),
 * within ~25 s when its host vanishes (TCP keepalive set on the lock's session). A standby then takes over within
 * one poll, so after a writer's death the next writes start within about `writerPollMs` plus the ranges it had read
 * but not committed (they are read again; inserts are idempotent). The writer checks its own session every
 * `writerPollMs` (an answer within HELD_TIMEOUT_MS) and stops writing at once when it ends (connection dropped,
 * pg_terminate_backend): `isWriter()` turns false, its chain loops finish the step under way and it goes back to
 * standby. Each writer starts a new term in the database and the store refuses a commit made in an older one
 * (WriterLockLostError), so a replica that has not yet noticed its loss cannot write beside the new writer.
 *
 * `afterIndexed` (season settlement) runs for a chain while the lock is held, each time the chain's indexer has
 * caught up with the (confirmed) head after starting or after committing or rolling back ranges, until it succeeds
 * (a failure marks the chain degraded and is retried); it resolves true when it changed data, which bumps
 * `version()` too.
 */
export class IndexerWorker {
  private stopped = false
  private running: Promise<void> | undefined
  private readonly sleeper = new WakeableSleep()
  private counter = 0
  private readonly statuses = new Map<number, ChainIndexStatus>()
  private writer = false
  private saidStandby = false
  /** Reorganisations this process met as the writer, per chain (the metrics' counter). */
  private readonly reorgs = new Map<number, number>()

  constructor(
    private readonly indexers: ChainIndexer[],
    private readonly store: ChainEventStore,
    private readonly pollMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly now: () => number = Date.now,
    private readonly afterIndexed?: (chainId: number) => Promise<boolean>,
    private readonly writerPollMs = 2_000,
  ) {
    for (const indexer of indexers) {
      this.statuses.set(indexer.chainId, {
        chainId: indexer.chainId,
        state: 'starting',
        head: null,
        lastError: null,
        lastErrorAt: null,
        retryInMs: null,
      })
    }
  }

  /** Changes whenever indexed data changed. */
  version(): string {
    return String(this.counter)
  }

  /** Each chain's state, head and last error (copies). */
  status(): ChainIndexStatus[] {
    return [...this.statuses.values()].map((status) => ({ ...status }))
  }

  /** The reorganisations each chain's indexer rolled back in this process, since it started. */
  reorgCounts(): ReadonlyMap<number, number> {
    return this.reorgs
  }

  /** Whether this process holds the writer lock now (the relayer works only then). */
  isWriter(): boolean {
    return this.writer
  }

  start(): void {
    this.running ??= this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.sleeper.stop()
    await this.running
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const lease = await this.store.tryAcquireWriterLock().catch((error) => {
        this.log.warn({ err: error }, 'indexer: cannot take the writer lock')
        return undefined
      })
      if (lease) {
        this.saidStandby = false
        await this.write(lease)
      }
      if (this.stopped) break
      if (!lease && !this.saidStandby) {
        this.saidStandby = true
        // once per stand-by, not every poll: this replica serves reads and waits to take over
        this.log.info(
          { retryInMs: this.writerPollMs },
          'indexer: standby: another replica holds the writer lock; this one serves reads and takes over when it goes',
        )
      }
      for (const status of this.statuses.values()) status.state = 'standby'
      await this.sleep(this.writerPollMs)
    }
  }

  /** Indexes every chain while `lease` lasts, then gives it up (a lost one first stops every chain's loop). */
  private async write(lease: WriterLease): Promise<void> {
    const term: Term = { over: false }
    const end = (reason?: Error) => {
      if (term.over) return
      term.over = true
      this.writer = false
      if (reason) this.log.error({ err: reason }, 'indexer: writer lock lost, back to standby')
      this.sleeper.wakeAll()
    }
    void lease.lost.then(end)
    this.log.info({ chains: this.indexers.map((indexer) => indexer.chainId) }, 'indexer: writer lock taken')
    this.writer = true
    try {
      await Promise.all([
        // an indexer's read-ahead and pairs stay valid: a read made on another base than the stored checkpoint (another
        // replica indexed meanwhile) is dropped, and the pairs with it
        ...this.indexers.map((indexer) => this.follow(indexer, term)),
        this.watch(lease, term, end),
      ])
    } finally {
      end()
      await lease.release().catch(() => {})
    }
  }

  /** Checks every writerPollMs that the lock's session still answers; ends the term when it does not. */
  private async watch(lease: WriterLease, term: Term, end: (reason: Error) => void): Promise<void> {
    while (!this.stopped && !term.over) {
      await this.sleep(this.writerPollMs)
      if (this.stopped || term.over) return
      if (!(await lease.held(HELD_TIMEOUT_MS).catch(() => false))) {
        end(new Error(`the writer lock's session did not answer within ${HELD_TIMEOUT_MS} ms`))
      }
    }
  }

  /** One chain's loop: steps while there is work, polls when idle, backs off while its node fails. */
  private async follow(indexer: ChainIndexer, term: Term): Promise<void> {
    const status = this.statuses.get(indexer.chainId)!
    let backoff = 0
    let afterPending = this.afterIndexed !== undefined
    while (!this.stopped && !term.over) {
      try {
        const step = await indexer.step()
        backoff = 0
        Object.assign(status, { state: 'indexing', head: indexer.head ?? status.head, retryInMs: null })
        if (step.kind === 'indexed' || step.kind === 'reorg') {
          this.counter++
          afterPending = this.afterIndexed !== undefined
        }
        if (afterPending && step.kind === 'idle' && !term.over) {
          if (await this.afterIndexed!(indexer.chainId)) this.counter++
          afterPending = false
        }
        if (step.kind === 'reorg') {
          this.reorgs.set(indexer.chainId, (this.reorgs.get(indexer.chainId) ?? 0) + 1)
          this.log.warn({ chainId: indexer.chainId, ...step }, 'indexer: reorganisation')
        }
        if (step.kind === 'idle' || step.kind === 'retry') await this.sleep(this.pollMs)
      } catch (error) {
        backoff = Math.min(MAX_BACKOFF_MS, this.pollMs * 64, backoff === 0 ? this.pollMs : backoff * 2)
        Object.assign(status, {
          state: 'degraded',
          head: indexer.head ?? status.head,
          lastError: error instanceof Error ? error.message : String(error),
          lastErrorAt: new Date(this.now()).toISOString(),
          retryInMs: backoff,
        })
        this.log.warn({ err: error, chainId: indexer.chainId, retryInMs: backoff }, 'indexer: step failed, retrying')
        await this.sleep(backoff)
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.sleeper.sleep(ms)
  }
}
