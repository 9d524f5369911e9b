import { FomoError } from './FomoError'

/** `maxNumResults` or `maxHops` is not a positive whole number: pass e.g. `{ maxNumResults: 3, maxHops: 3 }`. */
export class InvalidTradeOptionsError extends FomoError {
  override readonly name = 'InvalidTradeOptionsError'

  constructor(option: string, value: number) {
    super(`Invalid trade option ${option}: ${value} is not a positive whole number`, { details: { option, value } })
  }
}
