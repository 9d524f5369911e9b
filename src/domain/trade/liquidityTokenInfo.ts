/** The ERC-20 metadata every FomoSwap pair contract gives its LP token (spec section 3: 18 decimals, 'Fomo-LP'). */
export const LIQUIDITY_TOKEN_INFO = Object.freeze({ symbol: 'Fomo-LP', name: 'Fomo LP', decimals: 18 })
