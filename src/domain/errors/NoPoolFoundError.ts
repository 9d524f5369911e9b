import { FomoError } from './FomoError'

/** No FomoSwap pool holds the two currencies (spec section 8: 'No pool found.'). */
export class NoPoolFoundError extends FomoError {
  override readonly name = 'NoPoolFoundError'

  constructor(symbolA: string, symbolB: string) {
    super(`No pool found for ${symbolA}/${symbolB}.`, { details: { symbolA, symbolB } })
  }
}
