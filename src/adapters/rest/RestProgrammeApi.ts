import type { InviteTerms } from '../../domain/invite/inviteMessage'
import type { ChartablePair } from '../../domain/market/choosePricePair'
import type { IndexedChainState, PriceCandle, ProgrammeApi } from '../../ports/ProgrammeApi'
import { RestEndpoint } from './RestEndpoint'

/**
 * The `/api/*` client: GETs relative to `baseUrl` (the page's origin in the browser) and unwraps the
 * `{code, msg, data}` envelope in one place: code 0 gives `data`; any other code throws ApiError(code, msg); a
 * network failure, a timeout or a body that is not an envelope throws ApiError(-1, its message).
 */
export class RestProgrammeApi extends RestEndpoint implements ProgrammeApi {
  async bindInviter(terms: InviteTerms, signature: string): Promise<void> {
    const path = `/api/player-invite/${encodeURIComponent(terms.invitee)}/${encodeURIComponent(terms.inviter)}`
    const query = new URLSearchParams({ signature, chainId: String(terms.chainId), expires: String(terms.expiresAt) })
    await this.get(`${path}?${query}`)
  }

  async marketPairs(chainId: number): Promise<ChartablePair[]> {
    return ((await this.get(`/api/market/${chainId}/pairs`)) as { pairs: ChartablePair[] }).pairs
  }

  async pairCandles(chainId: number, pair: string, interval: string): Promise<PriceCandle[]> {
    const path = `/api/market/${chainId}/pair/${encodeURIComponent(pair)}/candles?interval=${encodeURIComponent(interval)}`
    return ((await this.get(path)) as { candles: PriceCandle[] }).candles
  }

  async chainStates(): Promise<IndexedChainState[]> {
    return ((await this.get('/api/indexer/status')) as { chains: IndexedChainState[] }).chains
  }
}
