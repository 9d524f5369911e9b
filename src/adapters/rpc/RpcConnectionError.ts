import { FomoError } from '../../domain/errors/FomoError'

/** A JSON-RPC endpoint cannot be reached or serves another chain; the message says what to fix. */
export class RpcConnectionError extends FomoError {
  override name = 'RpcConnectionError'
}
