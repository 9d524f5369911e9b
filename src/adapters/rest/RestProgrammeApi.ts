import type { ProgrammeApi } from '../../ports/ProgrammeApi'
import { ApiError } from './ApiError'

type Fetch = typeof globalThis.fetch

const DEFAULT_TIMEOUT_MS = 15_000

/**
 * The `/api/*` client: GETs relative to `baseUrl` (the page's origin in the browser) and unwraps the
 * `{code, msg, data}` envelope in one place: code 0 gives `data`; any other code throws ApiError(code, msg); a
 * network failure, a timeout or a body that is not an envelope throws ApiError(-1, its message).
 */
export class RestProgrammeApi implements ProgrammeApi {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async bindInviter(address: string, inviter: string, signature: string): Promise<void> {
    const path = `/api/player-invite/${encodeURIComponent(address)}/${encodeURIComponent(inviter)}`
    await this.get(`${path}?signature=${encodeURIComponent(signature)}`)
  }

  async get<T>(path: string): Promise<T> {
    const url = new URL(path, this.baseUrl).toString()
    let response: Response
    let body: unknown
    try {
      response = await this.fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(this.timeoutMs) })
      body = await response.json()
    } catch (cause) {
      throw new ApiError(-1, cause instanceof Error ? cause.message : String(cause), { url }, cause)
    }
    if (!isEnvelope(body)) {
      throw new ApiError(-1, `The server answered ${url} with HTTP ${response.status} and no {code, msg, data}`, {
        url,
      })
    }
    if (body.code !== 0) throw new ApiError(body.code, body.msg, { url, status: response.status })
    return body.data as T
  }
}

function isEnvelope(body: unknown): body is { code: number; msg: string; data: unknown } {
  if (typeof body !== 'object' || body === null) return false
  const { code, msg } = body as Record<string, unknown>
  return typeof code === 'number' && typeof msg === 'string'
}
