import type { LatestBlockTime } from '../../src/ports/LatestBlockTime'

/** Each chain's latest block time, set by the test (0: a chain behind every clock, so the clock counts). */
export class ManualBlockTime implements LatestBlockTime {
  readonly times = new Map<number, number>()

  constructor(private readonly fallback = 0) {}

  async of(chainId: number): Promise<number> {
    return this.times.get(chainId) ?? this.fallback
  }
}
