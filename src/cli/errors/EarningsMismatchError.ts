import { FomoError } from '../../domain/errors/FomoError'

/** `fomo mining verify` found the server's earnings differ from the chain's recomputation. */
export class EarningsMismatchError extends FomoError {
  override readonly name = 'EarningsMismatchError'

  constructor(symbol: string, block: number, server: bigint, chain: bigint) {
    super(
      `The server's ${symbol} earnings at block ${block} (${server}) differ from the chain's (${chain}): do not claim; report it.`,
      { details: { symbol, block, server: server.toString(), chain: chain.toString() } },
    )
  }
}
