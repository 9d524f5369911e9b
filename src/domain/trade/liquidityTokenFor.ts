import type { ChainId } from '../chains/ChainId'
import type { Token } from '../currency/Token'
import { LIQUIDITY_TOKEN_INFO } from './liquidityTokenInfo'

/** The LP token of the pair at a (checksummed) address: 'Fomo-LP', 18 decimals. */
export function liquidityTokenFor(chainId: ChainId, pairAddress: string): Token {
  return Object.freeze({ kind: 'token', chainId, address: pairAddress, ...LIQUIDITY_TOKEN_INFO })
}
