import { FomoError } from './FomoError'

/** A pair's reserves are not `uint112` values, as the pair contract stores them: pass the reserves read from `getReserves`. */
export class InvalidReservesError extends FomoError {
  override readonly name = 'InvalidReservesError'

  constructor(reserve0: bigint, reserve1: bigint) {
    super('Invalid reserves: each must be a whole number from 0 to 2^112 - 1', {
      details: { reserve0: reserve0.toString(), reserve1: reserve1.toString() },
    })
  }
}
