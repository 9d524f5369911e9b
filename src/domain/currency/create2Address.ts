import { keccak256 } from '../hash/keccak256'
import { checksumAddress } from './checksumAddress'

/**
 * The address CREATE2 gives a contract deployed by `deployer` with `salt` and the hash of its init code:
 * `keccak256(0xff ++ deployer ++ salt ++ initCodeHash)[12:]`, checksummed. Arguments are 0x-prefixed hex.
 *
 * @example create2Address(factory, keccak256(token0 ++ token1), initCodeHash) // the pair's address
 */
export function create2Address(deployer: string, salt: string, initCodeHash: string): string {
  const hash = keccak256(`0xff${deployer.slice(2)}${salt.slice(2)}${initCodeHash.slice(2)}`)
  return checksumAddress(`0x${hash.slice(26)}`)
}
