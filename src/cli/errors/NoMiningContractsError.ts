import { FomoError } from '../../domain/errors/FomoError'

/** The chain's deployment record names no LP-mining contracts (deployed before LP mining). */
export class NoMiningContractsError extends FomoError {
  override readonly name = 'NoMiningContractsError'

  constructor(chainId: number) {
    super(
      `Chain ${chainId}'s deployment record names no LP-mining contracts: run \`npm run devnet:reset\` then \`npm start\` to redeploy with them.`,
      { details: { chainId } },
    )
  }
}
