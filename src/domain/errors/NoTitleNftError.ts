import { FomoError } from './FomoError'

/** The chain's deployment has no title NFT contract. */
export class NoTitleNftError extends FomoError {
  override readonly name = 'NoTitleNftError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} has no title NFT`, { details: { chainId } })
  }
}
