import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'
import type { NewHeadsSource } from './NewHeadsSource'

/** New blocks are looked for this often (the provider polling interval of spec section 9). */
export const BLOCK_POLL_INTERVAL_MS = 15_000
/** After a new-heads stream ends, polling covers for it this long before the stream is tried again. */
export const HEADS_RETRY_MS = 30_000
/** Block numbers reach listeners after this quiet period (spec section 9). */
export const BLOCK_NUMBER_DEBOUNCE_MS = 100

/** How often to poll, how long to debounce, and where failed checks are logged. */
export interface ChainBlockNumbersOptions {
  pollIntervalMs?: number
  /** A chain's own polling interval (its block time), instead of `pollIntervalMs`. */
  pollIntervalsMs?: ReadonlyMap<number, number>
  /** A chain's new-heads stream: followed instead of polling while it runs. */
  heads?: ReadonlyMap<number, NewHeadsSource>
  /** How long polling covers for an ended stream before it is opened again. */
  headsRetryMs?: number
  debounceMs?: number
  /** Failed block checks are only logged (spec section 8). */
  onError?: (chainId: number, error: unknown) => void
}

interface Follower {
  latest?: number
  listeners: Set<(blockNumber: number) => void>
  stopFollowing?: () => void
  cancelEmit?: () => void
  emitted?: number
}

/**
 * Follows each chain's block number while someone listens, at the chain's pace: through its node's new-heads stream
 * where it has one (one read at the start and one when the stream is confirmed, then no request per block), else by polling `eth_blockNumber` at the
 * chain's block time (every 15 s by default); polling covers for a stream that ends until it opens again. The number
 * only moves forward, and listeners get it debounced by 100 ms, so a burst of blocks gives one notification.
 */
export class ChainBlockNumbers implements BlockNumbers {
  private readonly followers = new Map<number, Follower>()
  private readonly pollIntervalMs: number
  private readonly pollIntervalsMs: ReadonlyMap<number, number>
  private readonly heads: ReadonlyMap<number, NewHeadsSource>
  private readonly headsRetryMs: number
  private readonly debounceMs: number
  private readonly onError: (chainId: number, error: unknown) => void

  constructor(
    private readonly readers: ReadonlyMap<number, () => Promise<number>>,
    private readonly clock: Clock,
    options: ChainBlockNumbersOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? BLOCK_POLL_INTERVAL_MS
    this.pollIntervalsMs = options.pollIntervalsMs ?? new Map()
    this.heads = options.heads ?? new Map()
    this.headsRetryMs = options.headsRetryMs ?? HEADS_RETRY_MS
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
    if (!follower.stopFollowing) this.startFollowing(chainId, follower)
    return () => {
      follower.listeners.delete(listener)
      if (follower.listeners.size === 0) {
        follower.stopFollowing?.()
        follower.stopFollowing = undefined
        follower.cancelEmit?.()
        follower.cancelEmit = undefined
      }
    }
  }

  private startFollowing(chainId: number, follower: Follower): void {
    const heads = this.heads.get(chainId)
    const interval = this.pollIntervalsMs.get(chainId) ?? this.pollIntervalMs
    let stopped = false
    let closeHeads: (() => void) | undefined
    let cancelPoll: (() => void) | undefined
    let cancelRetry: (() => void) | undefined
    // polls now, then again after each interval unless a stream runs by then
    const poll = () => {
      cancelPoll?.()
      cancelPoll = undefined
      this.reader(chainId)()
        .then((blockNumber) => this.advance(chainId, blockNumber))
        .catch((error: unknown) => this.onError(chainId, error))
        .finally(() => {
          if (!stopped && !closeHeads && !cancelPoll) cancelPoll = this.clock.schedule(interval, poll)
        })
    }
    const openHeads = (source: NewHeadsSource) => {
      cancelRetry = undefined
      let open = true
      const close = source.subscribe(
        (blockNumber) => this.advance(chainId, blockNumber),
        (error) => {
          open = false
          closeHeads = undefined
          this.onError(chainId, error)
          if (stopped) return
          poll()
          cancelRetry = this.clock.schedule(this.headsRetryMs, () => {
            cancelPoll?.()
            cancelPoll = undefined
            openHeads(source)
          })
        },
        // blocks mined while the stream was opening are never told: read the number once it runs
        () => {
          if (!stopped) poll()
        },
      )
      if (open) closeHeads = close // a stream may end before `subscribe` returns
    }
    follower.stopFollowing = () => {
      stopped = true
      cancelPoll?.()
      cancelRetry?.()
      closeHeads?.()
      closeHeads = undefined
    }
    if (heads) openHeads(heads)
    poll() // the current block now; a stream only tells of the next ones
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
