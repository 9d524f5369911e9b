import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy` with an --rpc the record must not name (credentials, or not http(s)) and no --public-rpc. */
export class PublicRpcRequiredError extends FomoError {
  override readonly name = 'PublicRpcRequiredError'

  constructor(problem: string) {
    super(
      `--rpc ${problem}, and the deployment record names its chain's RPC URL for the app, wallets and anyone who reads it: pass --public-rpc <url>, a public http(s) URL of the same chain, for the record.`,
      { details: { problem } },
    )
  }
}
