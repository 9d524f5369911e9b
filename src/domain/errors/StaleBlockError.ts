import { FomoError } from './FomoError'

/** A multicall answered for a block older than the one asked for (a lagging node); the read is retried. */
export class StaleBlockError extends FomoError {
  override readonly name = 'StaleBlockError'

  constructor(resultsBlockNumber: number, minBlockNumber: number) {
    super('Fetched for old block number', { details: { resultsBlockNumber, minBlockNumber } })
  }
}
