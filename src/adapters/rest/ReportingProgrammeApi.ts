import type { InviteTerms } from '../../domain/invite/inviteMessage'
import type { ChartablePair } from '../../domain/market/choosePricePair'
import type { IndexedChainState, PriceCandle, ProgrammeApi } from '../../ports/ProgrammeApi'
import { reportFailure } from './reportFailure'

/**
 * A ProgrammeApi that reports each failure once before passing it on: the envelope's `msg` when the code was not 0,
 * the network error's message otherwise (both are the ApiError's message). The web app shows it in a red notice.
 */
export class ReportingProgrammeApi implements ProgrammeApi {
  constructor(
    private readonly api: ProgrammeApi,
    private readonly report: (message: string) => void,
  ) {}

  bindInviter(terms: InviteTerms, signature: string): Promise<void> {
    return this.reported(() => this.api.bindInviter(terms, signature))
  }

  marketPairs(chainId: number): Promise<ChartablePair[]> {
    return this.reported(() => this.api.marketPairs(chainId))
  }

  pairCandles(chainId: number, pair: string, interval: string): Promise<PriceCandle[]> {
    return this.reported(() => this.api.pairCandles(chainId, pair, interval))
  }

  chainStates(): Promise<IndexedChainState[]> {
    return this.reported(() => this.api.chainStates())
  }

  private reported<T>(call: () => Promise<T>): Promise<T> {
    return reportFailure(call, this.report)
  }
}
