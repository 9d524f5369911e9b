import { FomoError } from '../../domain/errors/FomoError'

/** A pair that has no FomoSwap pool, or whose pool has no mining pool. */
export class NoMiningPoolError extends FomoError {
  override readonly name = 'NoMiningPoolError'

  constructor(pair: string) {
    super(`No mining pool for ${pair}: see \`fomo mining pools\` for the pairs you can pledge.`, { details: { pair } })
  }
}
