import type { CollectedEvent } from '../../src/domain/bridge/BridgeEvent'
import type { BridgeEvents } from '../../src/ports/BridgeEvents'
import type { IndexedHead } from '../../src/ports/ChainHeads'
import type { EventCursor } from '../../src/ports/MiningEvents'

/**
 * The collections an indexer stored and its head, in memory (the real ones: the indexer's bridge tables, tested with
 * the indexer). A test adds collections, moves the head and removes what a reorganisation would roll back.
 */
export class InMemoryBridgeCollections implements Pick<BridgeEvents, 'collectionsSince'> {
  readonly list: CollectedEvent[] = []
  private readonly heads = new Map<number, number>()

  setHead(chainId: number, number: number): void {
    this.heads.set(chainId, number)
  }

  async head(chainId: number): Promise<IndexedHead | undefined> {
    const number = this.heads.get(chainId)
    return number === undefined
      ? undefined
      : { number, hash: `0x${number.toString(16).padStart(64, '0')}`, timestamp: number }
  }

  async collectionsSince(
    chainId: number,
    cursor: EventCursor | undefined,
    toBlock: number,
    limit: number,
  ): Promise<CollectedEvent[]> {
    return this.list
      .filter((c) => c.chainId === chainId && c.blockNumber <= toBlock)
      .filter(
        (c) =>
          !cursor ||
          c.blockNumber > cursor.blockNumber ||
          (c.blockNumber === cursor.blockNumber && c.logIndex > cursor.logIndex),
      )
      .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
      .slice(0, limit)
  }
}
