import { FomoError } from './FomoError'

/** A draw's prize credits would sum past what its reveal moved to the distributor: nothing was credited. */
export class PrizeCreditsExceedDrawError extends FomoError {
  override readonly name = 'PrizeCreditsExceedDrawError'

  constructor(chainId: number, drawId: string, token: string, credited: bigint, revealed: bigint) {
    super(
      `Draw ${drawId} on chain ${chainId} would credit ${credited} of ${token} but its reveal moved ${revealed}: nothing was credited; check the indexed prize-pool events (a reorganisation rolls them back) before crediting again`,
      { details: { chainId, drawId, token, credited: credited.toString(), revealed: revealed.toString() } },
    )
  }
}
