import { ChainMismatchError } from '../errors/ChainMismatchError'
import { IdenticalTokensError } from '../errors/IdenticalTokensError'
import type { Token } from './Token'

/**
 * Orders two tokens as a pair contract does: `token0` has the lower address (compared as lowercase hex).
 *
 * @throws IdenticalTokensError for the same address, ChainMismatchError for tokens on different chains.
 * @example const [token0, token1] = sortTokens(usdt, wht)
 */
export function sortTokens(tokenA: Token, tokenB: Token): readonly [Token, Token] {
  if (tokenA.chainId !== tokenB.chainId) throw new ChainMismatchError(tokenA.chainId, tokenB.chainId)
  const a = tokenA.address.toLowerCase()
  const b = tokenB.address.toLowerCase()
  if (a === b) throw new IdenticalTokensError(tokenA.address)
  return a < b ? [tokenA, tokenB] : [tokenB, tokenA]
}
