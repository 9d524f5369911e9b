import { InvalidBridgeCodeError } from '../errors/InvalidBridgeCodeError'
import { keccak256 } from '../hash/keccak256'

const MAX_NONCE = 2n ** 64n - 1n

/**
 * The target chain's `hashs` key of a source collection, as FomoBridge.transferKey computes it on the target chain:
 * keccak256(abi.encode(sourceChainId, nonce)), the collection's nonce on the source bridge (the target's peer chain is
 * the source chain). A reorganisation cannot change the nonce (it moves a collection's log index, never its signed
 * code), so one collection has one key wherever it lands. The relayer records it with its intent, before anything is
 * sent, so a restart can ask the target chain whether the collection was paid.
 *
 * @throws InvalidBridgeCodeError for a nonce outside 0..2^64 - 1 (a code's low 64 bits).
 * @example bridgeTransferKey(128, 7n) // '0x…' (lowercase, 64 hex digits)
 */
export function bridgeTransferKey(sourceChainId: number, nonce: bigint): string {
  if (nonce < 0n || nonce > MAX_NONCE) throw new InvalidBridgeCodeError('nonce', nonce.toString())
  const word = (value: bigint) => value.toString(16).padStart(64, '0')
  return keccak256(`0x${word(BigInt(sourceChainId))}${word(nonce)}`)
}
