import { FomoError } from './FomoError'

/** A bridge transfer would take more of the sender's daily quota (in AURA wei) than remains today. */
export class BridgeQuotaExceededError extends FomoError {
  override readonly name = 'BridgeQuotaExceededError'

  constructor(needed: bigint, remaining: bigint, resetsAt: number) {
    super(
      `This transfer takes ${needed} AURA wei of your daily quota but only ${remaining} remain today: send less, ` +
        `wait for the quota to reset at ${new Date(resetsAt * 1000).toISOString()} (UTC midnight), or pledge LP in ` +
        'LP mining to raise it.',
      { details: { needed: needed.toString(), remaining: remaining.toString(), resetsAt } },
    )
  }
}
