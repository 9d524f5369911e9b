import { FomoError } from './FomoError'

/** Bytes given as hex have the wrong shape: pass `0x` and an even number of hex digits. */
export class InvalidHexBytesError extends FomoError {
  override readonly name = 'InvalidHexBytesError'

  constructor(value: string) {
    super('invalid hex bytes: pass 0x and an even number of hex digits', { details: { value } })
  }
}
