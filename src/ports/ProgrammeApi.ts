import type { InviteTerms } from '../domain/invite/inviteMessage'
import type { Candle } from '../domain/market/Candle'
import type { ChartablePair } from '../domain/market/choosePricePair'

/** The fields of a candle a chart draws. */
export type PriceCandle = Pick<Candle, 'time' | 'open' | 'high' | 'low' | 'close'>

/** How the server's indexer stands on one chain (`live`, `degraded`, …). */
export interface IndexedChainState {
  chainId: number
  state: string
  /** The last block the server has indexed (null before its first range). */
  indexed?: number | null
}

/** The `/api/*` endpoints the web app and the CLI use, typed; failures throw an ApiError carrying `msg`. */
export interface ProgrammeApi {
  /** Registers the inviter of `terms`, proven by the invitee's personal_sign `signature` of inviteMessage(terms). */
  bindInviter(terms: InviteTerms, signature: string): Promise<void>
  /** The chain's pairs with their market figures (`/api/market/{chainId}/pairs`). */
  marketPairs(chainId: number): Promise<ChartablePair[]>
  /** A pair's candles of `interval` (`/api/market/{chainId}/pair/{pair}/candles`). */
  pairCandles(chainId: number, pair: string, interval: string): Promise<PriceCandle[]>
  /** Each chain's indexing state (`/api/indexer/status`). */
  chainStates(): Promise<IndexedChainState[]>
}

export const ProgrammeApi = Symbol.for('ProgrammeApi')
