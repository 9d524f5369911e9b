import { create2Address } from '../currency/create2Address'
import type { DeployedPair } from '../deployment/DeploymentRecord'
import { keccak256 } from '../hash/keccak256'

/**
 * The pair the factory creates for two tokens (in either order): token0 sorts below token1, and the address is CREATE2
 * from the factory with salt keccak256(token0 ++ token1) and the pair's init-code hash, as `FomoFactory.createPair`.
 *
 * @example deployedPairOf(factory, initCodeHash, usdt, aura).token0 // the lower of the two addresses
 */
export function deployedPairOf(factory: string, initCodeHash: string, tokenA: string, tokenB: string): DeployedPair {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(`0x${token0.slice(2)}${token1.slice(2)}`)
  return { address: create2Address(factory, salt, initCodeHash), token0, token1 }
}
