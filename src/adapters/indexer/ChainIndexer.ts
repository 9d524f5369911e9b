import type { PairEvent } from '../../domain/market/PairEvent'
import type { ChainEventStore, IndexedBlock, IndexedPair, IndexedRange } from '../../ports/ChainEventStore'
import type { JsonRpc } from '../../ports/JsonRpc'
import { RpcConnectionError } from '../rpc/RpcConnectionError'
import { decodePairLog } from './decodePairLog'
import { mergeRanges } from './mergeRanges'
import { PAIR_LOG_TOPICS } from './pairLogTopics'
import { pairsCreatedIn } from './pairsCreatedIn'
import { decodeProgrammeLogs, type ProgrammeContracts, readProgrammeLogs } from './programmeLogs'
import type { RawLog } from './RawLog'

/** One chain to follow, where to store it, and how far behind the head to stay. */
export interface ChainIndexerOptions extends ProgrammeContracts {
  chainId: number
  rpc: JsonRpc
  store: ChainEventStore
  factory: string
  /** The deployment's first block: indexing starts here. */
  startBlock: number
  /** Pairs already known from the deployment record. */
  knownPairs: IndexedPair[]
  /** Blocks behind the head left unindexed (0 on the devnet). */
  confirmations: number
  /** Blocks per eth_getLogs request. */
  rangeSize: number
}

/** What one step did. */
export type IndexerStep =
  | { kind: 'indexed'; from: number; to: number; events: number }
  | { kind: 'idle'; head: number }
  | { kind: 'reorg'; rolledBackTo: number }
  | { kind: 'retry'; reason: string }

interface RawBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: ({ hash: string; from: string } | string)[]
}

type BlockRef = { number: number; hash: string }
/**
 * What reading a range gave: a range to commit (its first block's parent, to link it to the range before; `found`
 * when it discovered pairs, the pair generation after adding them), a step to report, or a reorganisation.
 */
type Outcome =
  | { kind: 'prepared'; from: number; to: number; parentHash: string; range: IndexedRange; found?: number }
  | { kind: 'reorg-detected'; at: number }
  | { kind: 'failed'; error: unknown }
  | IndexerStep
/** A range being read ahead of the checkpoint, with the pair generation its log filter was built from. */
interface Read {
  from: number
  to: number
  generation: number
  outcome: Promise<Outcome>
  /** What it settled to, once it has. */
  settled?: Outcome
}

const TOPICS = [Object.values(PAIR_LOG_TOPICS)]
const ANCESTOR_BATCH = 64
const LOG_SPLIT = 4
/** Ranges read ahead of the one being committed (each its own requests, answered by the node in parallel). */
const READS_AHEAD = 4
/** Ready ranges are committed together, up to about this many events a transaction. */
const EVENTS_PER_COMMIT = 50_000

/**
 * Follows one chain's pair events into a ChainEventStore, block ranges per step: checks that the first range's first
 * block's parent is the checkpoint (else finds the common ancestor among stored block hashes, rolls back and
 * re-indexes), reads logs of the factory and known pairs, and commits them with the new checkpoint atomically.
 * The store's idempotent keys make a repeated range harmless, so a crash anywhere resumes cleanly.
 *
 * Catching up, the head is asked once per pass (again only once the checkpoint reached the head last reported),
 * READS_AHEAD ranges are read while one is committed, and the ranges ready together are committed in one
 * transaction, each linked to the one before by its first block's parent hash: a range read on a chain that changed
 * meanwhile, or before an earlier range found new pairs (its log filter lacks them), is dropped and read again.
 */
export class ChainIndexer {
  /** Pairs stored or about to be (`pending`: from the deployment record, not stored yet). */
  private pairs: Map<string, IndexedPair> | undefined
  private loadingPairs: Promise<Map<string, IndexedPair>> | undefined
  private pending: IndexedPair[] = []
  /** Bumped whenever `pairs` gains pairs: a read started before missed their logs. */
  private generation = 0
  /** The ranges read ahead, in block order, the first starting after the checkpoint. */
  private reads: Read[] = []
  /** The last block to index as of the head last asked (head - confirmations). */
  private target: number | undefined
  /** The newest block the node reported, once it answered. */
  private lastHead: number | undefined
  /** Whether the node was checked to serve this chain. */
  private verified = false

  constructor(private readonly options: ChainIndexerOptions) {}

  get chainId(): number {
    return this.options.chainId
  }

  /** The chain's newest block as its node last reported it (undefined until it answered). */
  get head(): number | undefined {
    return this.lastHead
  }

  /**
   * Indexes the next ranges (or checks the checkpoint is still canonical when at the head): commits the ranges read
   * ahead that are ready and link to the checkpoint and to each other, in one transaction, while the next ones are
   * read; reads made on another base than the stored checkpoint are dropped.
   */
  async step(): Promise<IndexerStep> {
    if (!this.verified) await this.verifyChain()
    const checkpoint = await this.options.store.checkpoint(this.chainId)
    const from = checkpoint ? checkpoint.number + 1 : this.options.startBlock
    if (this.reads[0]?.from !== from) await this.dropReads(0)
    if (this.reads.length === 0) {
      if (this.target === undefined || from > this.target) {
        const head = Number(await this.options.rpc.send('eth_blockNumber', []))
        this.lastHead = head
        this.target = head - this.options.confirmations
      }
      if (from > this.target) return this.atHead(checkpoint, this.lastHead!)
      await this.knownPairs()
      this.readAhead(from)
    }
    const first = await this.reads[0]!.outcome
    if (first.kind !== 'prepared' || (checkpoint && first.parentHash !== checkpoint.hash)) {
      await this.dropReads(0)
      if (first.kind === 'failed') throw first.error // as a read made now would: the worker backs off
      if (first.kind === 'prepared') return this.rollBack(checkpoint!.number) // the checkpoint is no longer canonical
      this.target = undefined // blocks not served yet or changed while read: ask the head again
      return first.kind === 'reorg-detected' ? this.rollBack(first.at) : first
    }
    const taken = this.readyAfter(first)
    const next = this.reads[taken.length]
    // the read after those taken is kept unless it cannot follow them: it missed pairs they found, or it settled on a
    // chain that does not continue theirs (anything else about it is checked when it comes first)
    const found = Math.max(...taken.map((outcome) => outcome.found ?? 0))
    const outcome = next?.settled
    if (
      next &&
      (next.generation < found ||
        (outcome && (outcome.kind !== 'prepared' || outcome.parentHash !== taken.at(-1)!.range.checkpoint.hash)))
    )
      await this.dropReads(taken.length)
    this.reads.splice(0, taken.length)
    this.readAhead(taken.at(-1)!.to + 1)
    const range = mergeRanges(taken.map((outcome) => outcome.range))
    if (this.pending.length > 0) range.pairs = [...this.pending, ...range.pairs]
    try {
      await this.options.store.commitRange(range)
    } catch (error) {
      await this.dropReads(0)
      throw error
    }
    this.pending = []
    const events =
      range.events.length +
      (range.miningEvents?.length ?? 0) +
      (range.exchangeEvents?.length ?? 0) +
      (range.seasonEvents?.length ?? 0) +
      (range.bridgeEvents?.length ?? 0) +
      (range.gameRounds?.length ?? 0) +
      (range.prizeDrawEvents?.length ?? 0)
    return { kind: 'indexed', from: first.from, to: taken.at(-1)!.to, events }
  }

  /**
   * The first read and those after it that are ready to commit with it: settled, prepared, linked to the one before
   * by parent hash, read with the pairs every earlier one found, up to EVENTS_PER_COMMIT events.
   */
  private readyAfter(first: Extract<Outcome, { kind: 'prepared' }>): Extract<Outcome, { kind: 'prepared' }>[] {
    const taken = [first]
    let events = first.range.events.length
    let generation = first.found ?? 0
    for (const read of this.reads.slice(1)) {
      const outcome = read.settled
      if (!outcome || read.generation < generation || events >= EVENTS_PER_COMMIT) break
      const before = taken.at(-1)!
      if (outcome?.kind !== 'prepared' || outcome.parentHash !== before.range.checkpoint.hash) break
      taken.push(outcome)
      events += outcome.range.events.length
      generation = Math.max(generation, outcome.found ?? 0)
    }
    return taken
  }

  /** Starts reading ranges from `from` up to READS_AHEAD in flight, as far as the target. */
  private readAhead(from: number): void {
    const { rangeSize } = this.options
    let next = this.reads.at(-1) ? this.reads.at(-1)!.to + 1 : from
    while (this.reads.length < READS_AHEAD && this.target !== undefined && next <= this.target) {
      const to = Math.min(this.target, next + rangeSize - 1)
      const read: Read = {
        from: next,
        to,
        generation: this.generation,
        outcome: Promise.resolve({ kind: 'retry', reason: 'not read' }),
      }
      read.outcome = this.prepare(next, to)
        .catch((error): Outcome => ({ kind: 'failed', error })) // thrown when it comes first: the node failed
        .then((outcome) => (read.settled = outcome))
      this.reads.push(read)
      next = to + 1
    }
  }

  /**
   * Forgets the reads from index `start` on, once they settled (they may still add to the pair map); after any
   * dropped read the pair map is reloaded, since pairs it found are not stored.
   */
  private async dropReads(start: number): Promise<void> {
    const dropped = this.reads.splice(start)
    if (dropped.length === 0) return
    await Promise.all(dropped.map((read) => read.outcome))
    const foundPairs = dropped.some((read) => read.settled?.kind === 'prepared' && read.settled.found !== undefined)
    if (start === 0 || foundPairs) this.pairs = undefined
  }

  /** At the head: idle, unless the checkpoint's block is no longer the chain's. */
  private async atHead(checkpoint: BlockRef | undefined, head: number): Promise<IndexerStep> {
    if (checkpoint) {
      const current = await this.block(checkpoint.number, false)
      if (current?.hash !== checkpoint.hash) return this.rollBack(checkpoint.number)
    }
    return { kind: 'idle', head }
  }

  /**
   * Reads blocks `from`..`to` from the chain without writing anything; the caller links the first block's parent to
   * the range before. Every contract's logs are asked at once.
   */
  private async prepare(from: number, to: number): Promise<Outcome> {
    const { chainId } = this.options
    const [first, last] = await Promise.all([this.block(from, false), this.block(to, false)])
    if (!first || !last) return { kind: 'retry', reason: `blocks ${from}..${to} not served yet` }

    const pairs = await this.knownPairs()
    const newPairs: IndexedPair[] = []
    const others = readProgrammeLogs(this.options, (addresses, topics) => this.logs(from, to, addresses, topics))
    others.catch(() => {}) // awaited below; a failure of the pair logs first must not leave it unhandled
    let logs = await this.logs(from, to, [this.options.factory, ...pairs.keys()])
    for (let created = pairsCreatedIn(logs, this.options.factory, pairs, newPairs); created.length > 0; ) {
      newPairs.push(...created)
      logs = logs.concat(
        await this.logs(
          from,
          to,
          created.map((pair) => pair.address),
        ),
      )
      created = pairsCreatedIn(logs, this.options.factory, pairs, newPairs)
    }
    const programmeLogs = await others
    const again = await this.block(to, false)
    if (again?.hash !== last.hash) return { kind: 'retry', reason: `block ${to} changed while reading` }

    const blockNumbers = [...new Set([...logs, ...programmeLogs.flat()].map((log) => Number(log.blockNumber)))]
    const bodies = await Promise.all(blockNumbers.map((number) => this.block(number, true)))
    const byNumber = new Map<number, RawBlock>()
    for (const body of bodies) if (body) byNumber.set(Number(body.number), body)
    const events: PairEvent[] = []
    const senders = new Map<string, string>()
    for (const body of bodies) {
      for (const tx of body?.transactions ?? []) {
        if (typeof tx !== 'string') senders.set(tx.hash.toLowerCase(), tx.from.toLowerCase())
      }
    }
    for (const log of logs) {
      const body = byNumber.get(Number(log.blockNumber))
      if (!body || body.hash !== log.blockHash || log.removed) {
        return { kind: 'retry', reason: `block ${Number(log.blockNumber)} changed while reading` }
      }
      const event = decodePairLog(chainId, log, Number(body.timestamp), senders.get(log.transactionHash.toLowerCase()))
      if (event) events.push(event)
    }
    const programmeEvents = decodeProgrammeLogs(chainId, programmeLogs, byNumber, this.options.bridge?.peerChainId ?? 0)
    if (!programmeEvents) return { kind: 'retry', reason: `blocks ${from}..${to} changed while reading` }
    const blocks = new Map<number, IndexedBlock>()
    for (const raw of [first, last, ...byNumber.values()]) blocks.set(Number(raw.number), toIndexedBlock(raw))
    // the reads started from now on include them; those started before are read again
    for (const pair of newPairs) pairs.set(pair.address, pair)
    const found = newPairs.length > 0 ? ++this.generation : undefined
    const range = {
      chainId,
      pairs: newPairs,
      events,
      ...programmeEvents,
      blocks: [...blocks.values()],
      checkpoint: { number: to, hash: last.hash },
    }
    return { kind: 'prepared', from, to, parentHash: first.parentHash, range, ...(found ? { found } : {}) }
  }

  /** Checks, once, that the node serves this chain (a node of another chain would index someone else's pairs). */
  private async verifyChain(): Promise<void> {
    const answered = Number(await this.options.rpc.send('eth_chainId', []))
    if (answered !== this.chainId) {
      throw new RpcConnectionError(
        `The JSON-RPC endpoint for chain ${this.chainId} serves chain ${answered}: point FOMO_RPC_${this.chainId} at a node of chain ${this.chainId}`,
        { details: { chainId: this.chainId, answered } },
      )
    }
    this.verified = true
  }

  /** Steps until the checkpoint reaches the head (minus confirmations); returns the events indexed. */
  async syncToHead(maxSteps = 100_000): Promise<number> {
    let events = 0
    for (let i = 0; i < maxSteps; i++) {
      const step = await this.step()
      if (step.kind === 'idle') return events
      if (step.kind === 'indexed') events += step.events
    }
    throw new Error(`chain ${this.chainId}: not at the head after ${maxSteps} steps`)
  }

  private async rollBack(checkpointNumber: number): Promise<IndexerStep> {
    const { store, chainId, startBlock } = this.options
    let below = checkpointNumber
    for (;;) {
      const stored = await store.recentBlocks(chainId, below, ANCESTOR_BATCH)
      if (stored.length === 0) break
      const current = await Promise.all(stored.map((block) => this.block(block.number, false)))
      const index = stored.findIndex((block, i) => current[i]?.hash === block.hash)
      if (index >= 0) {
        const ancestor = stored[index]!
        await store.rollbackTo(chainId, { number: ancestor.number, hash: ancestor.hash })
        this.pairs = undefined
        return { kind: 'reorg', rolledBackTo: ancestor.number }
      }
      below = stored.at(-1)!.number - 1
    }
    // no stored block is canonical any more: index the chain again from the start
    await store.rollbackTo(chainId, undefined)
    this.pairs = undefined
    return { kind: 'reorg', rolledBackTo: startBlock - 1 }
  }

  /** The pair map, loaded once for the reads that start together. */
  private knownPairs(): Promise<Map<string, IndexedPair>> {
    if (this.pairs) return Promise.resolve(this.pairs)
    this.loadingPairs ??= this.loadPairs().finally(() => {
      this.loadingPairs = undefined
    })
    return this.loadingPairs
  }

  private async loadPairs(): Promise<Map<string, IndexedPair>> {
    const stored = await this.options.store.pairs(this.chainId)
    const pairs = new Map(stored.map((pair) => [pair.address, pair]))
    this.pending = []
    for (const pair of this.options.knownPairs) {
      const address = pair.address.toLowerCase()
      if (pairs.has(address)) continue
      const known = { address, token0: pair.token0.toLowerCase(), token1: pair.token1.toLowerCase() }
      const pending = { ...known, createdBlock: this.options.startBlock } // stored with the next commit
      pairs.set(address, pending)
      this.pending.push(pending)
    }
    this.pairs = pairs
    return pairs
  }

  /** eth_getLogs over the range, split into LOG_SPLIT concurrent requests (nodes serve them in parallel). */
  private async logs(from: number, to: number, addresses: string[], topics = TOPICS): Promise<RawLog[]> {
    const size = Math.max(1, Math.ceil((to - from + 1) / LOG_SPLIT))
    const parts: Promise<RawLog[]>[] = []
    for (let start = from; start <= to; start += size) {
      const filter = { fromBlock: hex(start), toBlock: hex(Math.min(to, start + size - 1)), address: addresses }
      parts.push(this.options.rpc.send('eth_getLogs', [{ ...filter, topics }]))
    }
    return (await Promise.all(parts)).flat()
  }

  private block(number: number, withTransactions: boolean): Promise<RawBlock | null> {
    return this.options.rpc.send('eth_getBlockByNumber', [hex(number), withTransactions])
  }
}

function hex(value: number): string {
  return `0x${value.toString(16)}`
}

function toIndexedBlock(raw: RawBlock): IndexedBlock {
  return { number: Number(raw.number), hash: raw.hash, parentHash: raw.parentHash, timestamp: Number(raw.timestamp) }
}
