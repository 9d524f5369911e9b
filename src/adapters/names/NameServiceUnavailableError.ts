import { FomoError } from '../../domain/errors/FomoError'

/** The chain has no name registry (none in its deployment record), so names cannot be resolved there. */
export class NameServiceUnavailableError extends FomoError {
  override readonly name = 'NameServiceUnavailableError'

  constructor(chainId: number) {
    super('Could not construct mainnet ENS resolver', { details: { chainId } })
  }
}
