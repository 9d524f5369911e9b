import { isError } from 'ethers'
import { JsonRpcResponseError } from '../../adapters/rpc/JsonRpcResponseError'
import { RpcConnectionError } from '../../adapters/rpc/RpcConnectionError'
import { RpcTimeoutError } from '../../adapters/rpc/RpcTimeoutError'
import { failureCauses } from './failureCauses'

/** A socket's words for a peer that is away (Node's errno codes). */
const CONNECTION_CODES = /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/

/**
 * Whether `error` says a chain node failed to answer (it hung, refused, dropped the connection or answered no JSON-RPC)
 * rather than that the request or the code was wrong: retryable, and the node's fault, never the database's.
 */
export function isNodeFailure(error: unknown): boolean {
  return failureCauses(error).some(
    (cause) =>
      cause instanceof RpcTimeoutError ||
      cause instanceof RpcConnectionError ||
      cause instanceof JsonRpcResponseError ||
      isError(cause, 'TIMEOUT') ||
      isError(cause, 'NETWORK_ERROR') ||
      isError(cause, 'SERVER_ERROR') ||
      (typeof (cause as { code?: unknown }).code === 'string' &&
        CONNECTION_CODES.test((cause as { code: string }).code)),
  )
}
