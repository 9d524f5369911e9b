import { FomoError } from './FomoError'

/** The deposit would mint no LP tokens (first deposit at or below sqrt 1000, or a share that rounds to zero): add larger amounts. */
export class InsufficientLiquidityMintedError extends FomoError {
  override readonly name = 'InsufficientLiquidityMintedError'

  constructor(liquidity: bigint) {
    super('Insufficient liquidity minted: add larger amounts', { details: { liquidity: liquidity.toString() } })
  }
}
