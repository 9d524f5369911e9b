import type { FastifyBaseLogger } from 'fastify'
import type { ChainIndexer, IndexerStep } from '../../adapters/indexer/ChainIndexer'
import type { ChainEventStore } from '../../ports/ChainEventStore'

const MAX_BACKOFF_MS = 30_000

/**
 * Runs the chain indexers while holding the database's writer lock (a PostgreSQL advisory lock: with replicas,
 * one writes and the others wait to take over when it dies; on PGlite the one process holds it). RPC and
 * database failures are retried with exponential backoff; every committed range bumps `version()`, which
 * invalidates the response caches.
 */
export class IndexerWorker {
  private stopped = false
  private running: Promise<void> | undefined
  private wake: (() => void) | undefined
  private counter = 0

  constructor(
    private readonly indexers: ChainIndexer[],
    private readonly store: ChainEventStore,
    private readonly pollMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {}

  /** Changes whenever indexed data changed. */
  version(): string {
    return String(this.counter)
  }

  start(): void {
    this.running ??= this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await this.running
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const release = await this.store.tryAcquireWriterLock().catch((error) => {
        this.log.warn({ err: error }, 'indexer: cannot take the writer lock')
        return undefined
      })
      if (!release) {
        await this.sleep(this.pollMs)
        continue
      }
      this.log.info({ chains: this.indexers.map((indexer) => indexer.chainId) }, 'indexer: writer lock taken')
      try {
        await this.follow()
      } finally {
        await release().catch(() => {})
      }
    }
  }

  private async follow(): Promise<void> {
    const backoff = new Map<number, number>()
    while (!this.stopped) {
      let busy = false
      for (const indexer of this.indexers) {
        if (this.stopped) return
        let step: IndexerStep
        try {
          step = await indexer.step()
          backoff.delete(indexer.chainId)
        } catch (error) {
          const wait = Math.min(MAX_BACKOFF_MS, (backoff.get(indexer.chainId) ?? this.pollMs / 2) * 2)
          backoff.set(indexer.chainId, wait)
          this.log.warn({ err: error, chainId: indexer.chainId, retryInMs: wait }, 'indexer: step failed, retrying')
          await this.sleep(wait)
          continue
        }
        if (step.kind === 'indexed' || step.kind === 'reorg') this.counter++
        if (step.kind === 'reorg') this.log.warn({ chainId: indexer.chainId, ...step }, 'indexer: reorganisation')
        if (step.kind !== 'idle') busy = true
      }
      if (!busy) await this.sleep(this.pollMs)
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
}
