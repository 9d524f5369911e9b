import { FomoError } from './FomoError'

/** A pool named by one token twice (the native coin pools as its wrapped token): 'Invalid pair.', saying why. */
export class IdenticalPoolTokensError extends FomoError {
  override readonly name = 'IdenticalPoolTokensError'

  constructor(symbolA: string, symbolB: string, wrappedSymbol?: string) {
    const why =
      wrappedSymbol === undefined
        ? `${symbolA} and ${symbolB} are the same token`
        : `${symbolA === wrappedSymbol ? symbolB : symbolA} pools as ${wrappedSymbol}, so ${symbolA} and ${symbolB} are the same token`
    super(`Invalid pair: ${why}; a pool pairs two different tokens.`, { details: { symbolA, symbolB } })
  }
}
