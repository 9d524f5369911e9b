import type { FastifyBaseLogger } from 'fastify'
import type { DirectorSnapshotService } from '../../domain/leaderboard/DirectorSnapshotService'

/**
 * Takes each chain's daily leaderboard snapshot as soon as the indexed chain passes 24:00 (polling every `pollMs`; a
 * poll with nothing to do costs two small queries per chain). A failed snapshot is logged and tried at the next poll.
 */
export class LeaderboardWorker {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly leaderboard: Pick<DirectorSnapshotService, 'refresh'>,
    private readonly chains: readonly number[],
    private readonly pollMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.poll().finally(() => this.schedule(this.pollMs))
    }, ms)
  }

  private async poll(): Promise<void> {
    for (const chainId of this.chains) {
      if (this.stopped) return
      await this.leaderboard.refresh(chainId).catch((error) => {
        this.log.warn({ err: error, chainId }, 'leaderboard: snapshot failed, retrying at the next poll')
      })
    }
  }
}
