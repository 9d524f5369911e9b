import { FomoError } from './FomoError'

/** A signed bridge code can still be collected (its deadline is ahead of the source chain): its quota stays held. */
export class BridgeCodeStillLiveError extends FomoError {
  override readonly name = 'BridgeCodeStillLiveError'

  constructor(code: string, deadline: number) {
    super(
      `Transfer ${code} can still be collected until ${new Date(deadline * 1000).toISOString()}: send it, or wait ` +
        'until that deadline has passed on the chain; its quota then comes back by itself.',
      { details: { code, deadline } },
    )
  }
}
