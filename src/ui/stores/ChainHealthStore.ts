import { runInAction } from 'mobx'
import type { Clock } from '../../ports/Clock'
import type { ProgrammeApi } from '../../ports/ProgrammeApi'
import { observableExcept } from './observableExcept'

/** How often the app asks the server how its chains' indexing stands. */
export const CHAIN_HEALTH_POLL_MS = 15_000

/**
 * The server's view of each chain (GET /api/indexer/status): a chain is degraded while the server cannot reach its
 * node, so the data the app shows for it (prices, charts, history) may be stale. Polled on the Clock; a failed poll
 * keeps the last answer and is not reported (the status is a hint, not an action of the user).
 */
export class ChainHealthStore {
  private states = new Map<number, string>()
  private stopped = true
  private cancel: (() => void) | undefined

  constructor(
    /** The API without the red notice: a failed status poll is not the user's problem. */
    private readonly api: ProgrammeApi,
    private readonly clock: Clock,
    private readonly pollMs = CHAIN_HEALTH_POLL_MS,
  ) {
    observableExcept(this, ['api', 'clock', 'pollMs', 'stopped', 'cancel'])
  }

  /** Whether the server reports `chainId` degraded (its node unreachable). */
  isDegraded(chainId: number): boolean {
    return this.states.get(chainId) === 'degraded'
  }

  /** Polls now and every pollMs; returns the function that stops. */
  watch(): () => void {
    this.stopped = false
    void this.poll()
    return () => {
      this.stopped = true
      this.cancel?.()
    }
  }

  private async poll(): Promise<void> {
    try {
      const chains = await this.api.chainStates()
      runInAction(() => (this.states = new Map(chains.map((chain) => [chain.chainId, chain.state]))))
    } catch {
      // keep the last answer
    }
    if (!this.stopped) this.cancel = this.clock.schedule(this.pollMs, () => void this.poll())
  }
}
