import { FomoError } from './FomoError'

/** A name has an empty label (`a..eth`, `.eth`): write it as dot-separated, non-empty labels such as `alice.fomo.eth`. */
export class InvalidNameError extends FomoError {
  override readonly name = 'InvalidNameError'

  constructor(value: string) {
    super('invalid name', { details: { value } })
  }
}
