import { FomoError } from './FomoError'

/** The sender holds less of the token than the bridge request sends (the server's check before it reserves). */
export class BridgeBalanceTooLowError extends FomoError {
  override readonly name = 'BridgeBalanceTooLowError'

  constructor(
    readonly symbol: string,
    readonly balance: bigint,
    /** The balance in whole units, as said. */
    readonly held: string,
  ) {
    super(`Insufficient ${symbol} balance: you hold ${held} ${symbol}, send at most that`, {
      details: { balance: balance.toString() },
    })
  }
}
