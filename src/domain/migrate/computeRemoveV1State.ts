import { RemoveV1State } from './RemoveV1State'

const ZERO_ADDRESS = /^0x0{40}$/

/** What the Remove V1 screen's state depends on; `undefined` means not loaded (yet). */
export interface RemoveV1StateInputs {
  /** The token's V1 exchange as the V1 factory answers it. */
  readonly exchange: string | undefined
  /** The account's V1 LP balance. */
  readonly liquidity: bigint | undefined
  readonly removalPending: boolean
  /** A removal of this position was mined successfully. */
  readonly removed: boolean
}

/**
 * The state of the Remove V1 screen, checked in this order: invalid exchange, success, removing, loading, disabled at
 * balance 0, else ready. Unlike a migration, the wrapped-native pool may be removed (it is the way out of it).
 *
 * @example computeRemoveV1State({ exchange, liquidity: 0n, removalPending: false, removed: false }) // 'disabled'
 */
export function computeRemoveV1State(inputs: RemoveV1StateInputs): RemoveV1State {
  if (inputs.exchange !== undefined && ZERO_ADDRESS.test(inputs.exchange)) return RemoveV1State.INVALID
  if (inputs.removed) return RemoveV1State.SUCCESS
  if (inputs.removalPending) return RemoveV1State.REMOVING
  if (inputs.exchange === undefined || inputs.liquidity === undefined) return RemoveV1State.LOADING
  if (inputs.liquidity === 0n) return RemoveV1State.DISABLED
  return RemoveV1State.READY
}
