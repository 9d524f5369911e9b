import { ApiError } from '../../domain/errors/ApiError'

type Fetch = typeof globalThis.fetch

/**
 * GETs `path` from `baseUrl` and unwraps the `{code, msg, data}` envelope: code 0 gives `data`; any other code throws
 * ApiError(code, msg); a network failure, a timeout or a body that is not an envelope throws ApiError(-1) naming the
 * URL.
 */
export async function fetchEnvelope(
  fetchImpl: Fetch,
  baseUrl: string,
  path: string,
  timeoutMs: number,
): Promise<unknown> {
  const url = new URL(path, baseUrl).toString()
  let response: Response
  let body: unknown
  try {
    response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) })
    body = await response.json()
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new ApiError(-1, `Could not reach ${url}: ${reason}`, { url }, cause)
  }
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw new ApiError(-1, `The server answered ${url} with HTTP ${response.status} and no {code, msg, data}`, { url })
  }
  const envelope = body as { code: number; msg?: unknown; data?: unknown }
  if (envelope.code !== 0)
    throw new ApiError(envelope.code, String(envelope.msg ?? ''), { url, status: response.status })
  return envelope.data
}
