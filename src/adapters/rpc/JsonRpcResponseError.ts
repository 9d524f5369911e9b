import { FomoError } from '../../domain/errors/FomoError'

/**
 * A JSON-RPC node answered something that is not a JSON-RPC response ('failed to parse JSON response', 'received
 * unexpected JSON-RPC response'): the RPC URL likely points at something other than a node, or a proxy broke the reply.
 */
export class JsonRpcResponseError extends FomoError {
  override readonly name = 'JsonRpcResponseError'
}
