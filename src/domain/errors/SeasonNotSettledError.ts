import { FomoError } from './FomoError'

/** The season has no settlement recorded on the chain (not ended, or not settled yet). */
export class SeasonNotSettledError extends FomoError {
  override readonly name = 'SeasonNotSettledError'

  constructor(
    readonly chainId: number,
    readonly season: number,
  ) {
    super(`Season ${season} is not settled on chain ${chainId}`, { details: { chainId, season } })
  }
}
