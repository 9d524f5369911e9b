/** The pool finder's outcome (spec sections 4 and 8), with the text the finder shows for it. */
export type PoolFindState =
  | { readonly kind: 'invalid'; readonly message: 'Invalid pair.' }
  | { readonly kind: 'not-found'; readonly message: 'No pool found.' }
  | { readonly kind: 'no-position'; readonly message: "You don't have liquidity in this pool yet." }
  | { readonly kind: 'found'; readonly message: 'Pool Found!' }

/** What the finder knows of the two tokens' pair. */
export interface PoolFindInputs {
  /** Both sides are the same token (the native coin counts as its wrapped token). */
  readonly identical: boolean
  /** The pair's reserves; `undefined` when the pair does not exist. */
  readonly reserves: readonly [bigint, bigint] | undefined
  /** The account's LP balance of the pair (0 without one). */
  readonly liquidity: bigint
}

/**
 * The pool finder's state: an identical pair is invalid; a missing pair, or one with no reserves, is not found; an
 * existing pair without the account's LP has no position; otherwise the pool is found (and saved).
 *
 * @example computePoolFindState({ identical: false, reserves: [1n, 1n], liquidity: 5n }).message // 'Pool Found!'
 */
export function computePoolFindState(inputs: PoolFindInputs): PoolFindState {
  if (inputs.identical) return { kind: 'invalid', message: 'Invalid pair.' }
  const [reserve0, reserve1] = inputs.reserves ?? [0n, 0n]
  if (inputs.reserves === undefined || (reserve0 === 0n && reserve1 === 0n)) {
    return { kind: 'not-found', message: 'No pool found.' }
  }
  if (inputs.liquidity === 0n) return { kind: 'no-position', message: "You don't have liquidity in this pool yet." }
  return { kind: 'found', message: 'Pool Found!' }
}
