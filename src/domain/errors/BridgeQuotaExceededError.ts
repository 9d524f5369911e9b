import { formatUnits } from '../format/formatUnits'
import { FomoError } from './FomoError'

/** AURA's decimals: the quota is counted in AURA wei and said in AURA. */
const AURA_DECIMALS = 18

/** A bridge transfer would take more of the sender's daily quota (in AURA wei) than remains today. */
export class BridgeQuotaExceededError extends FomoError {
  override readonly name = 'BridgeQuotaExceededError'

  constructor(needed: bigint, remaining: bigint, resetsAt: number) {
    const aura = (wei: bigint) => `${formatUnits(wei, AURA_DECIMALS)} AURA`
    super(
      `This transfer takes ${aura(needed)} of your daily quota but only ${aura(remaining)} remain today: send less, ` +
        `wait for the quota to reset at ${new Date(resetsAt * 1000).toISOString()} (UTC midnight), or pledge LP in ` +
        'LP mining to raise it.',
      { details: { needed: needed.toString(), remaining: remaining.toString(), resetsAt } },
    )
  }
}
