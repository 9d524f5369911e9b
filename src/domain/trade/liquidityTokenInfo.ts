/** The ERC-20 metadata every FomoSwap pair contract gives its LP token (spec section 3: 18 decimals, 'Fomo-LP'); the name is also the EIP-712 domain name of its permits, so it must equal FomoERC20.sol's. */
export const LIQUIDITY_TOKEN_INFO = Object.freeze({ symbol: 'Fomo-LP', name: 'FomoSwap LP', decimals: 18 })
