import { FomoError } from './FomoError'

/** The chain id is none of FomoSwap's networks (128, 56, 1, 3, 4, 5, 42, 256): switch the wallet to one of them. */
export class UnsupportedChainError extends FomoError {
  override readonly name = 'UnsupportedChainError'

  constructor(chainId: number) {
    super('unsupported network id', { details: { chainId } })
  }
}
