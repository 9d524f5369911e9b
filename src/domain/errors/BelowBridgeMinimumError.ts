import { formatUnits } from '../format/formatUnits'
import { FomoError } from './FomoError'

/** A bridge transfer below the token's minimum (FomoBridge.minAmountOf): the contract would refuse it. */
export class BelowBridgeMinimumError extends FomoError {
  override readonly name = 'BelowBridgeMinimumError'

  constructor(minimum: bigint, token: { readonly symbol: string; readonly decimals: number }) {
    const shown = formatUnits(minimum, token.decimals)
    super(`The amount is below the bridge's minimum of ${shown} ${token.symbol}: send at least that`, {
      details: { minimum: minimum.toString(), shown, symbol: token.symbol },
    })
  }
}
