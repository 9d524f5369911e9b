import type { ChainConfig } from '../chains/ChainConfig'
import { create2Address } from '../currency/create2Address'
import { sortTokens } from '../currency/sortTokens'
import type { Token } from '../currency/Token'
import { keccak256 } from '../hash/keccak256'

/**
 * The address of the FomoSwap pair of two tokens, whether or not it is deployed yet: CREATE2 from the chain's factory,
 * `keccak256(0xff ++ factory ++ keccak256(token0 ++ token1) ++ initCodeHash)[12:]`, exactly as the factory deploys it
 * and as the router's `pairFor` finds it. Token order does not matter.
 *
 * @example computePairAddress(hecoConfig, usdt, wht) === computePairAddress(hecoConfig, wht, usdt) // true
 */
export function computePairAddress(
  config: Pick<ChainConfig, 'factoryAddress' | 'initCodeHash'>,
  tokenA: Token,
  tokenB: Token,
): string {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  const salt = keccak256(`0x${token0.address.slice(2)}${token1.address.slice(2)}`)
  return create2Address(config.factoryAddress, salt, config.initCodeHash)
}
