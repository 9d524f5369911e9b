import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'

/** One LP supply as last read from its chain's node, and when (ms). */
interface Figure {
  supply: bigint
  at: number
}

/**
 * LP supplies read through `inner`, answered from the last good figures when a chain's node does not answer within
 * `waitMs`: a hung node makes every request wait its whole RPC timeout otherwise (get-convert-config took 10 s, on the
 * healthy chain too). At most one read per chain is in flight: while it hangs, requests answer from the figures at once,
 * and when it lands they are refreshed. `ageOf` says how old the figures a chain's answer used are.
 */
export class LastGoodLpSupplies implements Pick<LiquidityTokenReads, 'totalSupplies'> {
  private readonly figures = new Map<string, Figure>()
  private readonly inFlight = new Map<number, Promise<unknown>>()
  /** Per chain: the oldest figure the last answer used (ms), or undefined when it was read fresh (or none known). */
  private readonly servedFrom = new Map<number, number | undefined>()

  constructor(
    private readonly inner: Pick<LiquidityTokenReads, 'totalSupplies'>,
    private readonly waitMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async totalSupplies(chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]> {
    const pending = this.inFlight.get(chainId)
    if (!pending) {
      const read = this.inner.totalSupplies(chainId, pairs).then((supplies) => {
        supplies.forEach((supply, i) => {
          if (supply !== undefined) this.figures.set(key(chainId, pairs[i]!), { supply, at: this.now() })
        })
        return supplies
      })
      this.inFlight.set(chainId, read)
      void read.catch(() => {}).finally(() => this.inFlight.delete(chainId))
      const fresh = await within(read, this.waitMs).catch(() => undefined)
      if (fresh?.every((supply) => supply !== undefined)) {
        this.servedFrom.set(chainId, undefined)
        return fresh
      }
    }
    // the node is slow or down: the last good figures, and their age
    const known = pairs.map((pair) => this.figures.get(key(chainId, pair)))
    const oldest = Math.min(...known.flatMap((figure) => (figure ? [figure.at] : [])))
    this.servedFrom.set(chainId, Number.isFinite(oldest) ? oldest : undefined)
    return known.map((figure) => figure?.supply)
  }

  /** Seconds since the oldest last good figure the chain's last answer used; null when it was read fresh. */
  ageOf(chainId: number): number | null {
    const at = this.servedFrom.get(chainId)
    return at === undefined ? null : Math.floor((this.now() - at) / 1000)
  }
}

const key = (chainId: number, pair: string) => `${chainId}:${pair.toLowerCase()}`

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
