import { FomoError } from './FomoError'

/** A token's decimals are not a whole number from 0 to 255 (ERC-20 `uint8`): read them from the token contract. */
export class InvalidDecimalsError extends FomoError {
  override readonly name = 'InvalidDecimalsError'

  constructor(decimals: number) {
    super(`Invalid decimals ${decimals}: use a whole number from 0 to 255`, { details: { decimals } })
  }
}
