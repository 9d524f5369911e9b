import type { GameRound } from '../domain/bounty/GameRound'
import type { PrizeDrawEvent } from '../domain/bounty/PrizeDrawEvent'
import type { BridgeEvent } from '../domain/bridge/BridgeEvent'
import type { ExchangeEvent } from '../domain/exchange/ExchangeEvent'
import type { PairEvent } from '../domain/market/PairEvent'
import type { MiningEvent } from '../domain/mining/MiningEvent'
import type { SeasonEvent } from '../domain/season/SeasonEvent'

/** A block the indexer has seen: its hash links it to its parent for reorganisation checks. */
export interface IndexedBlock {
  number: number
  hash: string
  parentHash: string
  timestamp: number
}

/** A pair discovered from the factory's PairCreated events (or the deployment record). */
export interface IndexedPair {
  address: string
  token0: string
  token1: string
  createdBlock: number
}

/** A game round as the indexer decoded it: the bounty rules' GameRound and the FomoGameRecords that recorded it. */
export type IndexedGameRound = GameRound & { contract: string }

/** One indexed block range, written in one transaction: pairs, events, block hashes and the new checkpoint. */
export interface IndexedRange {
  chainId: number
  pairs: IndexedPair[]
  events: PairEvent[]
  /** The LP-mining contract's events in the range (none where the chain has no mining contract). */
  miningEvents?: MiningEvent[]
  /** The DK converter's and the investment contract's events in the range. */
  exchangeEvents?: ExchangeEvent[]
  /** FomoSeasons' events in the range. */
  seasonEvents?: SeasonEvent[]
  /** FomoBridge's events in the range: collections, payouts and voids. */
  bridgeEvents?: BridgeEvent[]
  /** FomoGameRecords' rounds in the range. */
  gameRounds?: IndexedGameRound[]
  /** FomoPrizePool's events in the range. */
  prizeDrawEvents?: PrizeDrawEvent[]
  blocks: IndexedBlock[]
  checkpoint: { number: number; hash: string }
}

/** Where the chain indexer keeps events, block hashes and its checkpoint per chain. */
export interface ChainEventStore {
  /** The last block indexed on `chainId`, or undefined before the first range. */
  checkpoint(chainId: number): Promise<{ number: number; hash: string } | undefined>
  /** Stored blocks at or below `atOrBelow`, newest first: candidates for the common ancestor after a reorg. */
  recentBlocks(chainId: number, atOrBelow: number, limit: number): Promise<IndexedBlock[]>
  /** The pairs known on `chainId`. */
  pairs(chainId: number): Promise<IndexedPair[]>
  /** Stores a range idempotently (keyed by chain, tx hash and log index) and moves the checkpoint, atomically. */
  commitRange(range: IndexedRange): Promise<void>
  /**
   * Forgets everything above `block` on `chainId` and sets the checkpoint there (after a reorganisation);
   * with `undefined`, forgets the chain's events, blocks, pairs and checkpoint (no stored block is canonical).
   */
  rollbackTo(chainId: number, block: { number: number; hash: string } | undefined): Promise<void>
  /**
   * Tries to become the one writer (a PostgreSQL advisory lock held by a session, and a new writer term); resolves
   * with the lease, or undefined when another process holds it. Once another writer has taken over, this store's
   * `commitRange` and `rollbackTo` refuse to write (WriterLockLostError), even if its holder has not noticed yet.
   */
  tryAcquireWriterLock(): Promise<WriterLease | undefined>
}

/** The writer role while it lasts (ChainEventStore.tryAcquireWriterLock). */
export interface WriterLease {
  /**
   * Resolves, with the reason, once the role is gone: the lock's database session ended (connection dropped, backend
   * terminated, no answer to `held`) or a write was refused because another writer took over. Stop writing then.
   */
  readonly lost: Promise<Error>
  /** Whether the lock's session still answers within `timeoutMs` (one that does not is ended: `lost` resolves). */
  held(timeoutMs: number): Promise<boolean>
  /** Gives the role up. */
  release(): Promise<void>
}

export const ChainEventStore = Symbol.for('ChainEventStore')
