import { FomoError } from './FomoError'

/** The chain's deployment has no DK converter. */
export class NoDkConverterError extends FomoError {
  override readonly name = 'NoDkConverterError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} has no DK converter`, { details: { chainId } })
  }
}
