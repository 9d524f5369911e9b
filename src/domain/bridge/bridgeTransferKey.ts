import { keccak256 } from '@ethersproject/keccak256'
import { InvalidHexError } from '../errors/InvalidHexError'

const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * The target chain's `hashs` key of a source collection, as FomoBridge.transferKey computes it on the target chain:
 * keccak256(abi.encode(sourceChainId, sourceTxHash, logIndex)) (the target's peer chain is the source chain). The
 * relayer records it with its intent, before anything is sent, so a restart can ask the target chain whether the
 * collection was paid.
 *
 * @throws InvalidHexError when the transaction hash is not 0x and 64 hex digits.
 * @example bridgeTransferKey(128, '0x' + 'ab'.repeat(32), 3) // '0x…' (lowercase, 64 hex digits)
 */
export function bridgeTransferKey(sourceChainId: number, sourceTxHash: string, logIndex: number): string {
  if (!TX_HASH.test(sourceTxHash)) throw new InvalidHexError(sourceTxHash, 32)
  const word = (value: bigint) => value.toString(16).padStart(64, '0')
  return keccak256(`0x${word(BigInt(sourceChainId))}${sourceTxHash.slice(2).toLowerCase()}${word(BigInt(logIndex))}`)
}
