import { FomoError } from './FomoError'

/** A list URL is none of http(s)://, ipfs://, ipns:// or a name ending in .eth: enter one of those. */
export class UnrecognizedListUrlProtocolError extends FomoError {
  override readonly name = 'UnrecognizedListUrlProtocolError'

  constructor(listUrl: string) {
    super('Unrecognized list URL protocol.', { details: { listUrl } })
  }
}
