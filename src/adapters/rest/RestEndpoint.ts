import { fetchEnvelope } from './fetchEnvelope'

type Fetch = typeof globalThis.fetch

/**
 * The server a REST adapter reads: its base URL, the fetch to use and a timeout (15 s unless given). `get` fetches a
 * path and unwraps the `{code, msg, data}` envelope (fetchEnvelope); each programme's adapter extends it.
 */
export abstract class RestEndpoint {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
    private readonly timeoutMs = 15_000,
  ) {}

  /** The envelope's `data` of GET `path`; throws ApiError as fetchEnvelope does. */
  protected get(path: string): Promise<unknown> {
    return fetchEnvelope(this.fetchImpl, this.baseUrl, path, this.timeoutMs)
  }
}
