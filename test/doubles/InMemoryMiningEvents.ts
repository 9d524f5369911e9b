import type { MiningEvent } from '../../src/domain/mining/MiningEvent'
import type { ChainHeads, IndexedHead } from '../../src/ports/ChainHeads'
import type { EventCursor, MiningEvents } from '../../src/ports/MiningEvents'

/** MiningEvents and ChainHeads over arrays a test fills: the stored events, the blocks' hashes and the head. */
export class InMemoryMiningEvents implements MiningEvents, ChainHeads {
  events: MiningEvent[] = []
  blocks = new Map<number, string>()
  headBlock: IndexedHead | undefined
  /** How many events each `eventsAfter` call returned. */
  readonly pages: number[] = []

  async head(): Promise<IndexedHead | undefined> {
    return this.headBlock
  }

  async isCanonical(_chainId: number, number: number, hash: string): Promise<boolean> {
    return this.blocks.get(number) === hash
  }

  async eventsAfter(
    chainId: number,
    cursor: EventCursor | undefined,
    toBlock: number,
    limit: number,
  ): Promise<MiningEvent[]> {
    const after = (event: MiningEvent) =>
      !cursor ||
      event.blockNumber > cursor.blockNumber ||
      (event.blockNumber === cursor.blockNumber && event.logIndex > cursor.logIndex)
    const page = this.events
      .filter((event) => event.chainId === chainId && event.blockNumber <= toBlock && after(event))
      .slice(0, limit)
    this.pages.push(page.length)
    return page
  }

  /** Sets the head to `number` at `timestamp`, recording its hash. */
  setHead(number: number, timestamp: number, hash = `0x${number.toString(16)}`): void {
    this.blocks.set(number, hash)
    this.headBlock = { number, hash, timestamp }
  }
}
