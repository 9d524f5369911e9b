import { checksumAddress } from '../currency/checksumAddress'
import { InvalidBridgeCodeError } from '../errors/InvalidBridgeCodeError'

/** Where a bridged transfer goes: what a collection's code carries (FomoBridge.decodeCode). */
export interface BridgeDestination {
  /** Checksummed. */
  readonly recipient: string
  readonly targetChainId: number
  /**
   * The collection's nonce, 0 to 2^64 - 1: the server issues it from one global sequence and signs it in the struct too;
   * FomoBridge reads it from the code (the spec's collectionToken has no nonce argument) and sets its bit in `nonces`,
   * so every code is unique and lands at most once.
   */
  readonly nonce: bigint
}

const MAX_CHAIN_ID = 2 ** 32 - 1
const MAX_NONCE = 2n ** 64n - 1n
const CODE = /^0x[0-9a-fA-F]{64}$/

/**
 * The collection code for a destination: recipient (160 bits) | target chain id (32 bits) | nonce (64 bits), as 0x and
 * 64 hex digits. It is the destination itself, not a hash of it, so the contract reads the recipient and the target
 * chain out of the signed code and nobody can point a signed transfer elsewhere.
 *
 * @throws InvalidBridgeCodeError for a zero recipient, a chain id outside 1..2^32 - 1 or a nonce outside 0..2^64 - 1.
 * @example encodeBridgeCode({ recipient: '0x00000000000000000000000000000000000000b0', targetChainId: 56, nonce: 7n })
 * // '0x00000000000000000000000000000000000000b0000000380000000000000007'
 */
export function encodeBridgeCode(destination: BridgeDestination): string {
  const recipient = checksumAddress(destination.recipient)
  if (BigInt(recipient) === 0n) throw new InvalidBridgeCodeError('recipient', recipient)
  const { targetChainId, nonce } = destination
  if (!Number.isInteger(targetChainId) || targetChainId < 1 || targetChainId > MAX_CHAIN_ID) {
    throw new InvalidBridgeCodeError('targetChainId', String(targetChainId))
  }
  if (nonce < 0n || nonce > MAX_NONCE) throw new InvalidBridgeCodeError('nonce', nonce.toString())
  const word = (BigInt(recipient) << 96n) | (BigInt(targetChainId) << 64n) | nonce
  return `0x${word.toString(16).padStart(64, '0')}`
}

/**
 * The destination a collection code carries (the contract's `decodeCode`).
 *
 * @throws InvalidBridgeCodeError when the code is not 0x and 64 hex digits.
 */
export function decodeBridgeCode(code: string): BridgeDestination {
  if (!CODE.test(code)) throw new InvalidBridgeCodeError('code', code)
  const word = BigInt(code)
  return {
    recipient: checksumAddress(`0x${(word >> 96n).toString(16).padStart(40, '0')}`),
    targetChainId: Number((word >> 64n) & 0xffffffffn),
    nonce: word & MAX_NONCE,
  }
}
