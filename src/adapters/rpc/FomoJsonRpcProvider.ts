import { type JsonRpcPayload, JsonRpcProvider, type JsonRpcResult } from 'ethers'
import { JsonRpcResponseError } from './JsonRpcResponseError'

/**
 * ethers' JsonRpcProvider (one POST per 50 ms batch) that checks every reply before ethers reads it: a body that is
 * not JSON fails with 'failed to parse JSON response', and one that is not a response to each request sent (jsonrpc
 * 2.0, a known id, a result or an error) with 'received unexpected JSON-RPC response' (spec section 8).
 */
export class FomoJsonRpcProvider extends JsonRpcProvider {
  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const request = this._getConnection()
    request.body = JSON.stringify(payload)
    request.setHeader('content-type', 'application/json')
    const response = await request.send()
    response.assertOk()
    let body: unknown
    try {
      body = JSON.parse(response.bodyText)
    } catch (cause) {
      throw new JsonRpcResponseError('failed to parse JSON response', {
        details: { url: request.url, body: response.bodyText.slice(0, 200) },
        cause,
      })
    }
    const replies = Array.isArray(body) ? body : [body]
    const ids = new Set((Array.isArray(payload) ? payload : [payload]).map((p) => p.id))
    if (!replies.every((reply) => isResponseTo(reply, ids))) {
      throw new JsonRpcResponseError('received unexpected JSON-RPC response', {
        details: { url: request.url, body: response.bodyText.slice(0, 200) },
      })
    }
    return replies as JsonRpcResult[] // as ethers' own _send: error replies ride along and ethers reads them
  }
}

function isResponseTo(reply: unknown, ids: ReadonlySet<number>): boolean {
  if (typeof reply !== 'object' || reply === null) return false
  const { jsonrpc, id } = reply as { jsonrpc?: unknown; id?: unknown }
  return jsonrpc === '2.0' && typeof id === 'number' && ids.has(id) && ('result' in reply || 'error' in reply)
}
