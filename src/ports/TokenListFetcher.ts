import type { TokenList } from '../domain/lists/TokenList'

/** Downloads token lists by URL or name. */
export interface TokenListFetcher {
  /**
   * The list at `listUrl` (http(s), ipfs://, ipns:// or a name such as `tokens.fomo.eth`), trying each candidate URL
   * in order, and returns it validated; fails with `Failed to download list {url}` only after the last candidate
   * failed, and with the validation error when a candidate answers with an invalid list.
   */
  fetchList(listUrl: string): Promise<TokenList>
}

export const TokenListFetcher = Symbol.for('TokenListFetcher')
