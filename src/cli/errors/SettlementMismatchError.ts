import { FomoError } from '../../domain/errors/FomoError'

/** `fomo season verify` found a settled season the server recorded differently from the chain's recomputation. */
export class SettlementMismatchError extends FomoError {
  override readonly name = 'SettlementMismatchError'

  constructor(season: number, block: number, differences: readonly string[]) {
    super(
      `Season ${season}'s settlement at block ${block} differs from the chain's recomputation (${differences.length} difference${differences.length === 1 ? '' : 's'}, first: ${differences[0]}): do not claim; report it.`,
      { details: { season, block, differences: differences.slice(0, 20) } },
    )
  }
}
