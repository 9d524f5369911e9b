import { FomoError } from '../../domain/errors/FomoError'
import { resolveListUrl } from '../../domain/lists/resolveListUrl'
import type { TokenList } from '../../domain/lists/TokenList'
import { validateTokenList } from '../../domain/lists/validateTokenList'
import type { NameResolver } from '../../ports/NameResolver'
import type { TokenListFetcher } from '../../ports/TokenListFetcher'
import { NameResolutionError } from '../names/NameResolutionError'
import { ListDownloadError } from './ListDownloadError'

/** One candidate URL gets this long to answer. */
export const LIST_FETCH_TIMEOUT_MS = 10_000

/** The name resolver and chain for list names, and (for tests) the fetch, timeout and failure logging. */
export interface HttpTokenListFetcherOptions {
  /** Resolves list names (`tokens.fomo.eth`) to their contenthash. */
  names: NameResolver
  /** The chain whose name service resolves list names (mainnet for ENS; a devnet chain on the devnet). */
  nameChainId: number
  /** The app's own origin (the browser's page): a plain-HTTP list there is not tried over https first. */
  ownOrigin?: string
  /** `globalThis.fetch` unless a test supplies one. */
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  /** A failed candidate is logged before the next one is tried. */
  onCandidateError?: (url: string, problem: string) => void
}

/**
 * The TokenListFetcher over HTTP: the domain turns the list URL into candidate URLs (https as is, http upgraded
 * first, ipfs/ipns through gateways, a name through its contenthash), which are tried in order; the first that
 * answers with JSON is validated by the domain's token-list rules and returned.
 *
 * @throws UnrecognizedListUrlProtocolError ('Unrecognized list URL protocol.'); NameResolutionError ('Failed to
 * resolve ENS name: {name}'); ContenthashTranslationError; ListDownloadError ('Failed to download list {url}', only
 * after the last candidate failed); TokenListValidationError or DuplicateTokensError for an invalid list.
 */
export class HttpTokenListFetcher implements TokenListFetcher {
  private readonly fetch: typeof globalThis.fetch

  constructor(private readonly options: HttpTokenListFetcherOptions) {
    // a browser's fetch throws 'Illegal invocation' when called as a method of another object
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  }

  async fetchList(listUrl: string): Promise<TokenList> {
    const urls = await this.candidates(listUrl)
    const attempts: { url: string; problem: string }[] = []
    for (const url of urls) {
      const json = await this.download(url).catch((error: unknown) => {
        const problem = error instanceof Error ? error.message : String(error)
        attempts.push({ url, problem })
        this.options.onCandidateError?.(url, problem)
        return undefined
      })
      if (json !== undefined) return validateTokenList(json)
    }
    throw new ListDownloadError(listUrl, attempts)
  }

  private async candidates(listUrl: string): Promise<readonly string[]> {
    const resolution = resolveListUrl(listUrl, this.options.ownOrigin)
    if (resolution.kind === 'urls') return resolution.urls
    let contenthash: string | null
    try {
      contenthash = await this.options.names.contenthash(this.options.nameChainId, resolution.name)
    } catch (cause) {
      if (cause instanceof FomoError && cause.name !== 'FomoError') throw cause // already says what failed
      throw new NameResolutionError(resolution.name, cause)
    }
    if (contenthash === null) throw new NameResolutionError(resolution.name)
    // the contenthash decoding loads with the first list name (issue 31: not on the web app's first route)
    const { nameListUrls } = await import('../../domain/lists/nameListUrls')
    return nameListUrls(contenthash, resolution.path)
  }

  private async download(url: string): Promise<unknown> {
    const response = await this.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? LIST_FETCH_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const text = await response.text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new Error('not JSON')
    }
  }
}
