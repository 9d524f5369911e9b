import type { IndexedRange } from '../../ports/ChainEventStore'

/** Ranges read one after another as one range: their rows together, the last one's checkpoint. */
export function mergeRanges(ranges: IndexedRange[]): IndexedRange {
  if (ranges.length === 1) return { ...ranges[0]! }
  const all = <K extends keyof IndexedRange>(key: K) =>
    ranges.flatMap((range) => (range[key] as unknown[] | undefined) ?? []) as NonNullable<IndexedRange[K]>
  return {
    chainId: ranges[0]!.chainId,
    pairs: all('pairs'),
    events: all('events'),
    miningEvents: all('miningEvents'),
    exchangeEvents: all('exchangeEvents'),
    seasonEvents: all('seasonEvents'),
    bridgeEvents: all('bridgeEvents'),
    gameRounds: all('gameRounds'),
    prizeDrawEvents: all('prizeDrawEvents'),
    blocks: all('blocks'),
    checkpoint: ranges.at(-1)!.checkpoint,
  }
}
