import { CancelledError } from '../../domain/errors/CancelledError'
import { abandonCallsFetching } from '../../domain/multicall/abandonCallsFetching'
import { activeListeningKeys } from '../../domain/multicall/activeListeningKeys'
import { addCallListeners } from '../../domain/multicall/addCallListeners'
import type { Call, CallAnswer, CallResult } from '../../domain/multicall/Call'
import { chunkArray } from '../../domain/multicall/chunkArray'
import { listenedResultsFresh } from '../../domain/multicall/listenedResultsFresh'
import { createMulticallState } from '../../domain/multicall/MulticallState'
import { markCallsFetching } from '../../domain/multicall/markCallsFetching'
import { outdatedListeningKeys } from '../../domain/multicall/outdatedListeningKeys'
import { parseCallKey } from '../../domain/multicall/parseCallKey'
import { recordCallFetchError } from '../../domain/multicall/recordCallFetchError'
import { recordCallResults } from '../../domain/multicall/recordCallResults'
import { removeCallListeners } from '../../domain/multicall/removeCallListeners'
import { toCallKey } from '../../domain/multicall/toCallKey'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import type { Clock } from '../../ports/Clock'
import type { ChunkFetcher } from './ChunkFetcher'
import { type Retrying, retryStale } from './retryStale'

/** At most this many calls go into one multicall (spec section 9). */
export const CALL_CHUNK_MAX_SIZE = 500
/** Listener changes within this window are read together (as the Uniswap interface's updater debounces them). */
export const LISTENER_DEBOUNCE_MS = 100

/** What one chain's updater needs: its chunk reader, block numbers, a clock and (for tests) the random source. */
export interface ChainMulticallOptions {
  chainId: number
  fetchChunk: ChunkFetcher
  blocks: BlockNumbers
  /** Asks the node for its latest block: a read waits for results at least that fresh. */
  readBlockNumber: () => Promise<number>
  clock: Clock
  random?: () => number
  chunkSize?: number
  listenerDebounceMs?: number
  /** A failed chunk is logged, then its calls are marked fetched with null data (spec section 8). */
  onChunkError?: (error: unknown, calls: readonly Call[]) => void
}

interface Watcher {
  keys: string[]
  onResults: (results: CallResult[]) => void
}

/**
 * One chain's multicall updater: keeps the listened calls fresh per block. On each new block (and after listeners
 * change) it reads the outdated calls in chunks of at most 500, one Multicall3 call per chunk, retries chunks that
 * answer for an older block, cancels reads for blocks that have passed, and tells watchers about changed results.
 */
export class ChainMulticall {
  private readonly state = createMulticallState()
  private readonly watchers = new Set<Watcher>()
  private inFlight: { blockNumber: number; reads: { keys: string[]; retrying: Retrying<unknown> }[] } | undefined
  private cancelScheduled: (() => void) | undefined
  private unsubscribeBlocks: (() => void) | undefined
  /** The latest block asked for by a read, which may be ahead of the block follower's last poll. */
  private readBlock: number | undefined
  /** Those waiting for every watched call to be read at a block (`whenFresh`). */
  private readonly freshWaiters = new Set<{ blockNumber: number; resolve: () => void }>()

  constructor(private readonly options: ChainMulticallOptions) {}

  /** Reads `calls` at the current block or later; answers from the cache when it is that fresh. */
  async read(calls: readonly Call[]): Promise<CallAnswer[]> {
    const minBlockNumber = await this.options.readBlockNumber()
    this.readBlock = Math.max(this.readBlock ?? minBlockNumber, minBlockNumber)
    return new Promise<CallAnswer[]>((resolve) => {
      let done = false
      let unwatch = () => {}
      const check = (results: CallResult[]) => {
        if (done) return
        if (!results.every((r) => r.data !== undefined && (r.blockNumber ?? -1) >= minBlockNumber)) return
        done = true
        unwatch()
        resolve(results.map((r) => ({ data: r.data ?? null, blockNumber: r.blockNumber! })))
      }
      unwatch = this.watch(calls, check, 1)
      if (done) unwatch()
      else check(this.resultsOf(calls.map(toCallKey)))
    })
  }

  /** Keeps `calls` fresh every `blocksPerFetch` blocks; `onResults` gets all of them whenever one changes. */
  watch(calls: readonly Call[], onResults: (results: CallResult[]) => void, blocksPerFetch = 1): () => void {
    const watcher: Watcher = { keys: calls.map(toCallKey), onResults }
    addCallListeners(this.state, calls, blocksPerFetch)
    this.watchers.add(watcher)
    this.unsubscribeBlocks ??= this.options.blocks.subscribe(this.options.chainId, () => this.scheduleUpdate())
    this.scheduleUpdate()
    let active = true
    // calls another watcher or a read already fetched at this block are not fetched again: answer them now
    if (watcher.keys.some((key) => this.state.callResults[key]?.data !== undefined)) {
      queueMicrotask(() => active && onResults(this.resultsOf(watcher.keys)))
    }
    return () => {
      if (!active) return
      active = false
      removeCallListeners(this.state, calls, blocksPerFetch)
      this.watchers.delete(watcher)
      if (this.watchers.size === 0) this.stop()
      this.settleFreshWaiters() // fewer calls to wait for
    }
  }

  /**
   * Resolves once every watched call holds a result from `blockNumber` or later (at once when nothing is watched), so
   * whatever the screens show is at least that fresh: a confirmed transaction's block, say. A block the follower has
   * not seen yet is read now rather than at its next poll.
   */
  whenFresh(blockNumber: number): Promise<void> {
    if (this.freshAt(blockNumber)) return Promise.resolve()
    this.readBlock = Math.max(this.readBlock ?? blockNumber, blockNumber)
    this.scheduleUpdate()
    return new Promise((resolve) => this.freshWaiters.add({ blockNumber, resolve }))
  }

  private freshAt(blockNumber: number): boolean {
    return listenedResultsFresh(this.state.callResults, activeListeningKeys(this.state), blockNumber)
  }

  private settleFreshWaiters(): void {
    for (const waiter of [...this.freshWaiters]) {
      if (!this.freshAt(waiter.blockNumber)) continue
      this.freshWaiters.delete(waiter)
      waiter.resolve()
    }
  }

  private stop(): void {
    this.unsubscribeBlocks?.()
    this.unsubscribeBlocks = undefined
    this.cancelScheduled?.()
    this.cancelScheduled = undefined
    this.cancelInFlight()
  }

  private scheduleUpdate(): void {
    this.cancelScheduled?.()
    this.cancelScheduled = this.options.clock.schedule(this.options.listenerDebounceMs ?? LISTENER_DEBOUNCE_MS, () => {
      this.cancelScheduled = undefined
      this.update()
    })
  }

  private update(): void {
    const followed = this.options.blocks.current(this.options.chainId)
    const latest = followed === undefined ? this.readBlock : Math.max(followed, this.readBlock ?? followed)
    if (latest === undefined) return
    if (this.inFlight && this.inFlight.blockNumber !== latest) this.cancelInFlight()
    const outdated = outdatedListeningKeys(this.state.callResults, activeListeningKeys(this.state), latest)
    if (outdated.length === 0) return
    markCallsFetching(this.state, outdated, latest)
    this.inFlight ??= { blockNumber: latest, reads: [] }
    for (const keys of chunkArray(outdated, this.options.chunkSize ?? CALL_CHUNK_MAX_SIZE)) {
      const calls = keys.map(parseCallKey)
      const retrying = retryStale(() => this.options.fetchChunk(calls, latest), {
        clock: this.options.clock,
        random: this.options.random,
      })
      this.inFlight.reads.push({ keys, retrying })
      retrying.promise.then(
        (answer) => {
          const results: Record<string, string | null> = {}
          keys.forEach((key, i) => {
            results[key] = answer.data[i] ?? null
          })
          this.notify(recordCallResults(this.state, results, answer.blockNumber))
          this.settleFreshWaiters()
        },
        (error: unknown) => {
          if (error instanceof CancelledError) return
          ;(this.options.onChunkError ?? defaultChunkError)(error, calls)
          this.notify(recordCallFetchError(this.state, keys, latest))
          this.settleFreshWaiters() // a failed read is as fresh as it gets at this block
        },
      )
    }
  }

  private cancelInFlight(): void {
    const inFlight = this.inFlight
    this.inFlight = undefined
    for (const read of inFlight?.reads ?? []) {
      read.retrying.cancel()
      abandonCallsFetching(this.state, read.keys, inFlight!.blockNumber)
    }
  }

  private notify(changedKeys: readonly string[]): void {
    if (changedKeys.length === 0) return
    const changed = new Set(changedKeys)
    for (const watcher of [...this.watchers]) {
      if (watcher.keys.some((key) => changed.has(key))) watcher.onResults(this.resultsOf(watcher.keys))
    }
  }

  private resultsOf(keys: readonly string[]): CallResult[] {
    return keys.map((key) => {
      const { data, blockNumber } = this.state.callResults[key] ?? {}
      return { data, blockNumber }
    })
  }
}

function defaultChunkError(error: unknown, calls: readonly Call[]): void {
  console.error(`Failed to fetch multicall chunk of ${calls.length} calls`, error)
}
