import { FomoError } from './FomoError'

/** The chain's deployment has no reward distributor: nothing can pay a reward voucher there. */
export class NoRewardDistributorError extends FomoError {
  override readonly name = 'NoRewardDistributorError'

  constructor(readonly chainId: number) {
    super(`Chain ${chainId} has no reward distributor`, { details: { chainId } })
  }
}
