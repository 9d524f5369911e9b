import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { parseQueryString } from '../../domain/input/parseQueryString'
import { parseSwapQuery } from '../../domain/input/parseSwapQuery'
import type { Candle } from '../../domain/market/Candle'
import { CANDLE_INTERVALS } from '../../domain/market/candleIntervals'
import { type ChartablePair, choosePricePair } from '../../domain/market/choosePricePair'
import type { ProgrammeApi } from '../../ports/ProgrammeApi'
import type { RouterStore } from './RouterStore'
import type { WalletStore } from './WalletStore'

/** The intervals the chart offers: the server's (GET /api/market/pair/{address}/candles?interval=). */
export const CHART_INTERVALS = Object.keys(CANDLE_INTERVALS)

/** Where the chart stands: loading, drawn, no swaps yet, no pair to chart, or the API failed. */
export type PriceChartStatus = 'loading' | 'ready' | 'empty' | 'noPair' | 'error'

/** The fields of a candle the chart draws. */
export type ChartCandle = Pick<Candle, 'time' | 'open' | 'high' | 'low' | 'close'>

/**
 * The swap screen's price chart: the pair chosen from the URL's currencies (choosePricePair) on the shown chain and
 * its candles for the chosen interval. The API's failures reach the red notice through the reporting API.
 */
export class PriceChartStore {
  interval = '1h'
  status: PriceChartStatus = 'loading'
  pair: ChartablePair | undefined = undefined
  candles: ChartCandle[] = []
  private request = 0

  constructor(
    private readonly api: ProgrammeApi,
    private readonly router: RouterStore,
    private readonly wallet: WalletStore,
  ) {
    makeAutoObservable<this, 'api' | 'router' | 'wallet' | 'request'>(this, {
      api: false,
      router: false,
      wallet: false,
      request: false,
    })
  }

  setInterval(interval: string): void {
    if (CHART_INTERVALS.includes(interval)) this.interval = interval
  }

  /** Loads the chart whenever the URL's currencies, the chain or the interval change; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => {
        const { swapState } = parseSwapQuery(parseQueryString(this.router.search), '')
        return [swapState.INPUT.currencyId, swapState.OUTPUT.currencyId, this.wallet.chainId, this.interval] as const
      },
      ([input, output, chainId, interval]) => void this.load(input, output, chainId, interval),
      { fireImmediately: true, equals: (a, b) => a.join() === b.join() },
    )
  }

  private async load(input: string, output: string, chainId: number, interval: string): Promise<void> {
    const request = ++this.request
    this.status = 'loading'
    try {
      const { pairs } = await this.api.get<{ pairs: ChartablePair[] }>('/api/market/pairs')
      const pair = choosePricePair(pairs, chainId, input, output)
      if (request !== this.request) return
      runInAction(() => {
        this.pair = pair
        if (!pair) this.status = 'noPair'
      })
      if (!pair) return
      const path = `/api/market/pair/${pair.address}/candles?interval=${interval}`
      const { candles } = await this.api.get<{ candles: ChartCandle[] }>(path)
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
