import { ListDownloadError } from '../../src/adapters/lists/ListDownloadError'
import type { TokenList } from '../../src/domain/lists/TokenList'
import type { TokenListFetcher } from '../../src/ports/TokenListFetcher'

/** A TokenListFetcher double: serves the lists the test publishes; any other URL fails as the real one does. */
export class InMemoryTokenListFetcher implements TokenListFetcher {
  private readonly lists = new Map<string, TokenList>()
  /** Every URL asked for. */
  readonly requested: string[] = []

  /** Serves `list` at `listUrl`. */
  publish(listUrl: string, list: TokenList): void {
    this.lists.set(listUrl, structuredClone(list))
  }

  async fetchList(listUrl: string): Promise<TokenList> {
    this.requested.push(listUrl)
    const list = this.lists.get(listUrl)
    if (!list) throw new ListDownloadError(listUrl, [])
    return structuredClone(list)
  }
}
