import { FomoError } from './FomoError'

/** What an action found missing (spec section 8): the Uniswap interface's 'Missing dependencies' and its liquidity forms. */
export type MissingDependency = 'dependencies' | 'liquidity amount' | 'currency amounts' | 'tokens'

/**
 * An action was started without what it needs (a connected account, the chain's contracts, amounts or tokens): a bug
 * of the screen or command that offered it, since each checks its inputs first.
 */
export class MissingDependenciesError extends FomoError {
  override readonly name = 'MissingDependenciesError'
  readonly missing: MissingDependency

  constructor(action: string, options: { missing?: MissingDependency; cause?: unknown } = {}) {
    const missing = options.missing ?? 'dependencies'
    super(`Missing ${missing}`, { details: { action, missing }, cause: options.cause })
    this.missing = missing
  }
}
