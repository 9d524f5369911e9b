import { FomoError } from '../../domain/errors/FomoError'

/** A JSON-RPC node did not answer in time (it hangs, or the network drops the reply): retry later. */
export class RpcTimeoutError extends FomoError {
  override readonly name = 'RpcTimeoutError'
}
