import { FomoError } from '../../domain/errors/FomoError'

/** The chain's deployment record names no V1 factory or migrator, so V1 liquidity cannot be read or moved there. */
export class MissingV1ContractsError extends FomoError {
  override readonly name = 'MissingV1ContractsError'

  constructor(chainId: number) {
    super(
      `Chain ${chainId}'s deployment record names no V1 factory or migrator: restart the devnet with \`npm start\` (it adds them), or use a deployment that has them.`,
      { details: { chainId } },
    )
  }
}
