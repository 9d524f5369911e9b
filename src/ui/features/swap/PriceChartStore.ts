import { reaction, runInAction } from 'mobx'
import type { Candle } from '../../../domain/market/Candle'
import { CANDLE_INTERVALS } from '../../../domain/market/candleIntervals'
import {
  type ChartablePair,
  type ChartNative,
  chartPairSymbols,
  choosePricePair,
} from '../../../domain/market/choosePricePair'
import type { ProgrammeApi } from '../../../ports/ProgrammeApi'
import { observableExcept } from '../../stores/observableExcept'
import type { WalletStore } from '../../stores/WalletStore'

/** The intervals the chart offers: the server's (GET /api/market/{chainId}/pair/{address}/candles?interval=). */
export const CHART_INTERVALS = Object.keys(CANDLE_INTERVALS)

/** Where the chart stands: loading, drawn, no swaps yet, no pair to chart, or the API failed. */
export type PriceChartStatus = 'loading' | 'ready' | 'empty' | 'noPair' | 'error'

/** The fields of a candle the chart draws. */
export type ChartCandle = Pick<Candle, 'time' | 'open' | 'high' | 'low' | 'close'>

/**
 * The swap screen's price chart: the pair chosen from the swap's currencies (choosePricePair: the native coin charts
 * its wrapped pair, labelled with the native symbol) on the shown chain and its candles for the chosen interval, both
 * asked of that chain's market routes; the candles are asked again at each new block of the chain, so a swap shows
 * once the server indexed it. The API's failures reach the red notice through the reporting API.
 */
export class PriceChartStore {
  interval = '1h'
  status: PriceChartStatus = 'loading'
  pair: ChartablePair | undefined = undefined
  candles: ChartCandle[] = []
  private request = 0

  constructor(
    private readonly api: ProgrammeApi,
    private readonly wallet: WalletStore,
    /** The swap screen's input and output currency ids. */
    private readonly currencies: () => readonly [string, string],
    /** The shown chain's latest block. */
    private readonly blockNumber: () => number | undefined,
    /** The shown chain's native coin and its wrapped token. */
    private readonly native: () => ChartNative | undefined,
  ) {
    observableExcept(this, ['api', 'currencies', 'wallet', 'request', 'blockNumber', 'native'])
  }

  /** The pair's label: token0 as the base, token1 as the quote, the wrapped native token as the native coin. */
  get symbols(): { base: string; quote: string } | undefined {
    return this.pair ? chartPairSymbols(this.pair, this.native()) : undefined
  }

  /** The chosen interval in seconds. */
  get intervalSeconds(): number {
    return CANDLE_INTERVALS[this.interval] ?? 3_600
  }

  setInterval(interval: string): void {
    if (CHART_INTERVALS.includes(interval)) this.interval = interval
  }

  /**
   * Loads the chart whenever the swap's currencies, the chain or the interval change, and its candles again at each
   * new block; returns the stop function.
   */
  watch(): () => void {
    const stops = [
      reaction(
        () => [...this.currencies(), this.wallet.chainId, this.interval] as const,
        ([input, output, chainId, interval]) => void this.load(input, output, chainId, interval),
        { fireImmediately: true, equals: (a, b) => a.join() === b.join() },
      ),
      reaction(
        () => this.blockNumber(),
        () => void this.refresh(),
      ),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  /** Asks for the shown pair's candles again, keeping the chart on screen meanwhile; a failure keeps the old ones. */
  private async refresh(): Promise<void> {
    const { pair, interval } = this
    if (!pair || (this.status !== 'ready' && this.status !== 'empty')) return
    const request = this.request
    try {
      const candles = await this.api.pairCandles(pair.chainId, pair.address, interval)
      if (request !== this.request) return
      runInAction(() => {
        this.candles = candles
        this.status = candles.length === 0 ? 'empty' : 'ready'
      })
    } catch {
      // the next block asks again
    }
  }

  private async load(input: string, output: string, chainId: number, interval: string): Promise<void> {
    const request = ++this.request
    this.status = 'loading'
    try {
      const pairs = await this.api.marketPairs(chainId)
      const pair = choosePricePair(pairs, chainId, input, output, this.native())
      if (request !== this.request) return
      runInAction(() => {
        this.pair = pair
        if (!pair) this.status = 'noPair'
      })
      if (!pair) return
      const candles = await this.api.pairCandles(chainId, pair.address, interval)
      if (request !== this.request) return
      runInAction(() => {
        this.candles = candles
        this.status = candles.length === 0 ? 'empty' : 'ready'
      })
    } catch {
      if (request === this.request) runInAction(() => (this.status = 'error'))
    }
  }
}
