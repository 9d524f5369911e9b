import type { PairEvent } from '../../domain/market/PairEvent'
import type { ChainEventStore, IndexedBlock, IndexedPair, IndexedRange } from '../../ports/ChainEventStore'
import type { JsonRpc } from '../../ports/JsonRpc'
import { RpcConnectionError } from '../rpc/RpcConnectionError'
import { GAME_RECORD_LOG_TOPICS, PRIZE_POOL_LOG_TOPICS } from './bountyLogTopics'
import { BRIDGE_LOG_TOPICS } from './bridgeLogTopics'
import { decodeBridgeLog } from './decodeBridgeLog'
import { decodeExchangeLog } from './decodeExchangeLog'
import { decodeGameRoundLog } from './decodeGameRoundLog'
import { decodeMiningLog } from './decodeMiningLog'
import { decodePairLog } from './decodePairLog'
import { decodePrizeDrawLog } from './decodePrizeDrawLog'
import { decodeSeasonLog } from './decodeSeasonLog'
import { EXCHANGE_LOG_TOPICS } from './exchangeLogTopics'
import { MINING_LOG_TOPICS } from './miningLogTopics'
import { PAIR_LOG_TOPICS } from './pairLogTopics'
import type { RawLog } from './RawLog'
import { SEASON_LOG_TOPICS } from './seasonLogTopics'

/** One chain to follow, where to store it, and how far behind the head to stay. */
export interface ChainIndexerOptions {
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
  /** The LP-mining contract whose events the ledger is built from; none where the chain has none. */
  lpMining?: string
  /** The DK converter and the investment contract, whose events the exchange records and the release read. */
  exchangeContracts?: string[]
  /** FomoSeasons, whose events the energy ledger reads; none where the chain has none. */
  seasons?: string
  /** FomoTitleNFT, whose claims settlement reads (the extend reward); none where the chain has none. */
  titleNft?: string
  /** FomoBridge and its peer chain: collections, payouts and voids; none where the chain has no bridge. */
  bridge?: { address: string; peerChainId: number }
  /** FomoGameRecords, whose rounds the bounty rules read; none where the chain has none. */
  gameRecords?: string
  /** FomoPrizePool, whose funds and draws the bounty area shows; none where the chain has none. */
  prizePool?: string
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
/** What reading a range gave: a range to commit, a step to report, or a reorganisation to roll back. */
type Outcome =
  | { kind: 'prepared'; from: number; to: number; range: IndexedRange }
  | { kind: 'reorg-detected'; at: number }
  | IndexerStep

const TOPICS = [Object.values(PAIR_LOG_TOPICS)]
const MINING_TOPICS = [Object.values(MINING_LOG_TOPICS)]
const EXCHANGE_TOPICS = [Object.values(EXCHANGE_LOG_TOPICS)]
const SEASON_TOPICS = [Object.values(SEASON_LOG_TOPICS)]
const BRIDGE_TOPICS = [Object.values(BRIDGE_LOG_TOPICS)]
const GAME_RECORD_TOPICS = [Object.values(GAME_RECORD_LOG_TOPICS)]
const PRIZE_POOL_TOPICS = [Object.values(PRIZE_POOL_LOG_TOPICS)]
const ANCESTOR_BATCH = 64
const LOG_SPLIT = 4

/**
 * Follows one chain's pair events into a ChainEventStore, a block range per step: checks that the range's first
 * block's parent is the checkpoint (else finds the common ancestor among stored block hashes, rolls back and
 * re-indexes), reads logs of the factory and known pairs, and commits them with the new checkpoint atomically.
 * The store's idempotent keys make a repeated range harmless, so a crash anywhere resumes cleanly.
 */
export class ChainIndexer {
  /** Pairs stored or about to be (`pending`: from the deployment record, not stored yet). */
  private pairs: Map<string, IndexedPair> | undefined
  private pending: IndexedPair[] = []
  /** The next range, read while the previous one is committed. */
  private prefetch: { base: BlockRef; outcome: Promise<Outcome> } | undefined
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
   * Indexes the next range (or checks the checkpoint is still canonical when at the head). While a range is being
   * committed the next one is already read from the chain (on top of the range's last hash), so reading and
   * writing overlap; a read made on another base than the stored checkpoint is dropped.
   */
  async step(): Promise<IndexerStep> {
    if (!this.verified) await this.verifyChain()
    const checkpoint = await this.options.store.checkpoint(this.chainId)
    const prefetched = this.prefetch
    this.prefetch = undefined
    let outcome: Outcome | undefined
    if (prefetched) {
      const result = await prefetched.outcome // always settled before anything else touches the pair map
      if (result.kind === 'prepared' && sameBlock(prefetched.base, checkpoint)) outcome = result
      else this.pairs = undefined // pairs it found are not stored: reload
    }
    outcome ??= await this.prepare(checkpoint)
    if (outcome.kind === 'reorg-detected') return this.rollBack(outcome.at)
    if (outcome.kind !== 'prepared') return outcome
    const base = outcome.range.checkpoint
    const next = this.prepare(base).catch((error): Outcome => ({ kind: 'retry', reason: String(error) }))
    this.prefetch = { base, outcome: next }
    try {
      await this.options.store.commitRange(outcome.range)
    } catch (error) {
      await next
      this.prefetch = undefined
      this.pairs = undefined
      throw error
    }
    const { range } = outcome
    const events =
      range.events.length +
      (range.miningEvents?.length ?? 0) +
      (range.exchangeEvents?.length ?? 0) +
      (range.seasonEvents?.length ?? 0) +
      (range.bridgeEvents?.length ?? 0) +
      (range.gameRounds?.length ?? 0) +
      (range.prizeDrawEvents?.length ?? 0)
    return { kind: 'indexed', from: outcome.from, to: outcome.to, events }
  }

  /** Reads the range after `checkpoint` from the chain without writing anything. */
  private async prepare(checkpoint: BlockRef | undefined): Promise<Outcome> {
    const { rpc, chainId, confirmations, rangeSize, startBlock } = this.options
    const head = Number(await rpc.send('eth_blockNumber', []))
    this.lastHead = head
    const target = head - confirmations
    const from = checkpoint ? checkpoint.number + 1 : startBlock
    if (from > target) {
      if (checkpoint) {
        const current = await this.block(checkpoint.number, false)
        if (current?.hash !== checkpoint.hash) return { kind: 'reorg-detected', at: checkpoint.number }
      }
      return { kind: 'idle', head }
    }
    const to = Math.min(target, from + rangeSize - 1)
    const [first, last] = await Promise.all([this.block(from, false), this.block(to, false)])
    if (!first || !last) return { kind: 'retry', reason: `blocks ${from}..${to} not served yet` }
    if (checkpoint && first.parentHash !== checkpoint.hash) return { kind: 'reorg-detected', at: checkpoint.number }

    const pairs = await this.knownPairs()
    const newPairs: IndexedPair[] = [...this.pending]
    let logs = await this.logs(from, to, [this.options.factory, ...pairs.keys()])
    for (let created = this.createdPairs(logs, pairs, newPairs); created.length > 0; ) {
      newPairs.push(...created)
      logs = logs.concat(
        await this.logs(
          from,
          to,
          created.map((pair) => pair.address),
        ),
      )
      created = this.createdPairs(logs, pairs, newPairs)
    }
    const miningLogs = this.options.lpMining ? await this.logs(from, to, [this.options.lpMining], MINING_TOPICS) : []
    const exchange = this.options.exchangeContracts ?? []
    const exchangeLogs = exchange.length > 0 ? await this.logs(from, to, exchange, EXCHANGE_TOPICS) : []
    const seasonContracts = [this.options.seasons, this.options.titleNft].flatMap((a) => (a ? [a] : []))
    const seasonLogs = seasonContracts.length > 0 ? await this.logs(from, to, seasonContracts, SEASON_TOPICS) : []
    const bridge = this.options.bridge
    const bridgeLogs = bridge ? await this.logs(from, to, [bridge.address], BRIDGE_TOPICS) : []
    const { gameRecords, prizePool } = this.options
    const roundLogs = gameRecords ? await this.logs(from, to, [gameRecords], GAME_RECORD_TOPICS) : []
    const drawLogs = prizePool ? await this.logs(from, to, [prizePool], PRIZE_POOL_TOPICS) : []
    const again = await this.block(to, false)
    if (again?.hash !== last.hash) return { kind: 'retry', reason: `block ${to} changed while reading` }

    const blockNumbers = [
      ...new Set(
        [...logs, ...miningLogs, ...exchangeLogs, ...seasonLogs, ...bridgeLogs, ...roundLogs, ...drawLogs].map((log) =>
          Number(log.blockNumber),
        ),
      ),
    ]
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
    // undefined when a log's block is no longer the one read: the range is read again
    const decodeAll = <E>(list: RawLog[], decode: (chainId: number, log: RawLog, time: number) => E | undefined) => {
      const decoded: E[] = []
      for (const log of list) {
        const body = byNumber.get(Number(log.blockNumber))
        if (!body || body.hash !== log.blockHash || log.removed) return undefined
        const event = decode(chainId, log, Number(body.timestamp))
        if (event) decoded.push(event)
      }
      return decoded
    }
    const miningEvents = decodeAll(miningLogs, decodeMiningLog)
    const exchangeEvents = decodeAll(exchangeLogs, decodeExchangeLog)
    const seasonEvents = decodeAll(seasonLogs, decodeSeasonLog)
    const peerChainId = bridge?.peerChainId ?? 0
    const bridgeEvents = decodeAll(bridgeLogs, (id, log, time) => decodeBridgeLog(id, log, time, peerChainId))
    const gameRounds = decodeAll(roundLogs, decodeGameRoundLog)
    const prizeDrawEvents = decodeAll(drawLogs, decodePrizeDrawLog)
    if (!miningEvents || !exchangeEvents || !seasonEvents || !bridgeEvents || !gameRounds || !prizeDrawEvents)
      return { kind: 'retry', reason: `blocks ${from}..${to} changed while reading` }
    const blocks = new Map<number, IndexedBlock>()
    for (const raw of [first, last, ...byNumber.values()]) blocks.set(Number(raw.number), toIndexedBlock(raw))
    for (const pair of newPairs) pairs.set(pair.address, pair) // the next read includes them
    this.pending = []
    const range = {
      chainId,
      pairs: newPairs,
      events,
      miningEvents,
      exchangeEvents,
      seasonEvents,
      bridgeEvents,
      gameRounds,
      prizeDrawEvents,
      blocks: [...blocks.values()],
      checkpoint: { number: to, hash: last.hash },
    }
    return { kind: 'prepared', from, to, range }
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

  private async knownPairs(): Promise<Map<string, IndexedPair>> {
    if (!this.pairs) {
      const stored = await this.options.store.pairs(this.chainId)
      this.pairs = new Map(stored.map((pair) => [pair.address, pair]))
      this.pending = []
      for (const pair of this.options.knownPairs) {
        const address = pair.address.toLowerCase()
        if (this.pairs.has(address)) continue
        const known = { address, token0: pair.token0.toLowerCase(), token1: pair.token1.toLowerCase() }
        const pending = { ...known, createdBlock: this.options.startBlock } // stored with the next range
        this.pairs.set(address, pending)
        this.pending.push(pending)
      }
    }
    return this.pairs
  }

  private createdPairs(logs: RawLog[], known: Map<string, IndexedPair>, found: IndexedPair[]): IndexedPair[] {
    const created: IndexedPair[] = []
    for (const log of logs) {
      if (log.topics[0] !== PAIR_LOG_TOPICS.pairCreated) continue
      if (log.address.toLowerCase() !== this.options.factory.toLowerCase()) continue
      const address = `0x${log.data.slice(26, 66)}`.toLowerCase()
      const seen = (pair: IndexedPair) => pair.address === address
      if (known.has(address) || found.some(seen) || created.some(seen)) continue
      created.push({
        address,
        token0: `0x${log.topics[1]!.slice(26)}`.toLowerCase(),
        token1: `0x${log.topics[2]!.slice(26)}`.toLowerCase(),
        createdBlock: Number(log.blockNumber),
      })
    }
    return created
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

function sameBlock(a: BlockRef, b: BlockRef | undefined): boolean {
  return b !== undefined && a.number === b.number && a.hash === b.hash
}

function hex(value: number): string {
  return `0x${value.toString(16)}`
}

function toIndexedBlock(raw: RawBlock): IndexedBlock {
  return { number: Number(raw.number), hash: raw.hash, parentHash: raw.parentHash, timestamp: Number(raw.timestamp) }
}
