import { FomoError } from './FomoError'

/** A token's bridge transfer cannot be valued in AURA for the daily quota: no pool links it to AURA on its chain. */
export class NoAuraPriceError extends FomoError {
  override readonly name = 'NoAuraPriceError'

  constructor(token: string) {
    super(
      `${token} has no AURA price on this chain (no pool with liquidity links it to AURA within three hops), so its ` +
        'transfer cannot be counted against the daily quota: send another token, or try again once its pool has liquidity.',
      { details: { token } },
    )
  }
}
