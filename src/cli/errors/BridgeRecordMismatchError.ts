import { FomoError } from '../../domain/errors/FomoError'

/** A chain's bridge disagrees with its record or its peer's (bridgeRecordProblems): transfers would go astray. */
export class BridgeRecordMismatchError extends FomoError {
  override readonly name = 'BridgeRecordMismatchError'

  constructor(chainId: number, problems: readonly string[]) {
    super(
      `The bridge of chain ${chainId} does not match its records: ${problems.join('; ')}. Restart the devnet (\`npm start\`) to deploy the bridges again, or \`npm run devnet:reset\` first.`,
      { details: { chainId, problems } },
    )
  }
}
