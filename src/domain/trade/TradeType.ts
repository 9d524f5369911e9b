/** Which side of a trade is exact (spec section 3): the input (`EXACT_INPUT`) or the output (`EXACT_OUTPUT`). */
export const TradeType = Object.freeze({ EXACT_INPUT: 'EXACT_INPUT', EXACT_OUTPUT: 'EXACT_OUTPUT' } as const)

/** `'EXACT_INPUT'` or `'EXACT_OUTPUT'`. */
export type TradeType = (typeof TradeType)[keyof typeof TradeType]
