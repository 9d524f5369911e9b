import { FomoError } from './FomoError'

/** A hex value has the wrong shape: pass `0x` and exactly `expectedBytes` bytes of hex digits. */
export class InvalidHexError extends FomoError {
  override readonly name = 'InvalidHexError'

  constructor(value: string, expectedBytes: number) {
    super('invalid hex', { details: { value, expectedBytes } })
  }
}
