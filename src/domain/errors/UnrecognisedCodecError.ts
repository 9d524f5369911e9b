import { FomoError } from './FomoError'

/** A contenthash is not an IPFS (0xe3) or IPNS (0xe5) one: point the name's contenthash at an IPFS or IPNS resource. */
export class UnrecognisedCodecError extends FomoError {
  override readonly name = 'UnrecognisedCodecError'

  constructor(codec: number) {
    super('unrecognised codec', { details: { codec } })
  }
}
