import { FomoError } from './FomoError'

/** A bridge rate is not whole basis points within the contract's limit (service fee 1000, destroy 5000). */
export class InvalidBridgeRateError extends FomoError {
  override readonly name = 'InvalidBridgeRateError'

  constructor(rate: 'service' | 'destroy', bps: number, max: number) {
    super(`Invalid ${rate} rate ${bps}: use whole basis points from 0 to ${max}`, { details: { rate, bps, max } })
  }
}
