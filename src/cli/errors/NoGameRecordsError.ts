import { FomoError } from '../../domain/errors/FomoError'

/** The chain's deployment record names no game-records contract or bounty terms (deployed before the bounty area). */
export class NoGameRecordsError extends FomoError {
  override readonly name = 'NoGameRecordsError'

  constructor(chainId: number) {
    super(
      `Chain ${chainId}'s deployment record names no game-records contract: run \`npm run devnet:reset\` then \`npm start\` to redeploy with the bounty area.`,
      { details: { chainId } },
    )
  }
}
