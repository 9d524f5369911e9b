import { FomoError } from './FomoError'

/** No LP-mining pool for the LP token on the chain. */
export class NoMiningPoolError extends FomoError {
  override readonly name = 'NoMiningPoolError'

  constructor(
    readonly lpToken: string,
    readonly chainId: number,
  ) {
    super(`No mining pool for ${lpToken} on chain ${chainId}`, { details: { lpToken, chainId } })
  }
}
