import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'

/** New blocks are looked for this often (the provider polling interval of spec section 9). */
export const BLOCK_POLL_INTERVAL_MS = 15_000
/** Block numbers reach listeners after this quiet period (spec section 9). */
export const BLOCK_NUMBER_DEBOUNCE_MS = 100

/** How often to poll, how long to debounce, and where failed checks are logged. */
export interface PollingBlockNumbersOptions {
  pollIntervalMs?: number
  debounceMs?: number
  /** Failed block checks are only logged (spec section 8). */
  onError?: (chainId: number, error: unknown) => void
}

interface Follower {
  latest?: number
  listeners: Set<(blockNumber: number) => void>
  stopPolling?: () => void
  cancelEmit?: () => void
  emitted?: number
}

/**
 * Follows each chain's block number by polling (`eth_blockNumber` every 15 s while someone listens). The number
 * only moves forward, and listeners get it debounced by 100 ms, so a burst of blocks gives one notification.
 */
export class PollingBlockNumbers implements BlockNumbers {
  private readonly followers = new Map<number, Follower>()
  private readonly pollIntervalMs: number
  private readonly debounceMs: number
  private readonly onError: (chainId: number, error: unknown) => void

  constructor(
    private readonly readers: ReadonlyMap<number, () => Promise<number>>,
    private readonly clock: Clock,
    options: PollingBlockNumbersOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? BLOCK_POLL_INTERVAL_MS
    this.debounceMs = options.debounceMs ?? BLOCK_NUMBER_DEBOUNCE_MS
    this.onError =
      options.onError ?? ((chainId, error) => console.debug(`block number check failed on ${chainId}`, error))
  }

  current(chainId: number): number | undefined {
    return this.followers.get(chainId)?.latest
  }

  /** Asks the node now and returns the latest block number (never lower than one seen before). */
  async latest(chainId: number): Promise<number> {
    const blockNumber = await this.reader(chainId)()
    this.advance(chainId, blockNumber)
    return this.followers.get(chainId)!.latest!
  }

  subscribe(chainId: number, listener: (blockNumber: number) => void): () => void {
    this.reader(chainId) // fail now for an unknown chain
    const follower = this.follower(chainId)
    follower.listeners.add(listener)
    if (!follower.stopPolling) this.startPolling(chainId, follower)
    return () => {
      follower.listeners.delete(listener)
      if (follower.listeners.size === 0) {
        follower.stopPolling?.()
        follower.stopPolling = undefined
        follower.cancelEmit?.()
        follower.cancelEmit = undefined
      }
    }
  }

  private startPolling(chainId: number, follower: Follower): void {
    let stopped = false
    let cancelTimer: (() => void) | undefined
    const poll = () => {
      this.reader(chainId)()
        .then((blockNumber) => this.advance(chainId, blockNumber))
        .catch((error: unknown) => this.onError(chainId, error))
        .finally(() => {
          if (!stopped) cancelTimer = this.clock.schedule(this.pollIntervalMs, poll)
        })
    }
    follower.stopPolling = () => {
      stopped = true
      cancelTimer?.()
    }
    poll()
  }

  private advance(chainId: number, blockNumber: number): void {
    const follower = this.follower(chainId)
    if (follower.latest !== undefined && blockNumber <= follower.latest) return
    follower.latest = blockNumber
    if (follower.listeners.size === 0) return
    follower.cancelEmit?.()
    follower.cancelEmit = this.clock.schedule(this.debounceMs, () => {
      follower.cancelEmit = undefined
      const latest = follower.latest!
      if (follower.emitted !== undefined && latest <= follower.emitted) return
      follower.emitted = latest
      for (const listener of [...follower.listeners]) listener(latest)
    })
  }

  private follower(chainId: number): Follower {
    let follower = this.followers.get(chainId)
    if (!follower) {
      follower = { listeners: new Set() }
      this.followers.set(chainId, follower)
    }
    return follower
  }

  private reader(chainId: number): () => Promise<number> {
    const reader = this.readers.get(chainId)
    if (!reader) throw new UnsupportedChainError(chainId)
    return reader
  }
}
