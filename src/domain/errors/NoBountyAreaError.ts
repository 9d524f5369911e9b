import { FomoError } from './FomoError'

/** The chain's deployment has no bounty area (no bounty terms or no game records contract). */
export class NoBountyAreaError extends FomoError {
  override readonly name = 'NoBountyAreaError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} has no bounty area: use a chain whose deployment has the game records`, {
      details: { chainId },
    })
  }
}
