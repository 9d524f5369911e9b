import type { ExchangeEvent } from '../domain/exchange/ExchangeEvent'

/** A page of an account's exchange events, newest first, and how many there are in all. */
export interface ExchangeEventPage {
  events: ExchangeEvent[]
  total: number
}

/** The DK converter's and the investment contract's events the indexer stored (the records and the release). */
export interface ExchangeEvents {
  /**
   * `account`'s events of `kind` on `chainId`, newest first: a page of them (`offset`, `limit`), or every one up to
   * block `toBlock` in chain order without a page.
   */
  ofAccount(
    chainId: number,
    account: string,
    kind: ExchangeEvent['kind'],
    range: { readonly offset: number; readonly limit: number } | { readonly toBlock: number },
  ): Promise<ExchangeEventPage>
}

export const ExchangeEvents = Symbol.for('ExchangeEvents')
