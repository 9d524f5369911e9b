import type { SplitSignature } from './splitSignature'

/**
 * EIP-2098's compact form of a signature's s and v: s with v − 27 in its top bit (`vs`), as
 * FomoRewardDistributor.distributeTokenReward takes it. s is low (every signer here signs low-s), so its top bit is free.
 *
 * @example compactSignature({ v: 28, r, s: `0x${'22'.repeat(32)}` }).vs // 0xa222…22
 */
export function compactSignature(signature: SplitSignature): { r: string; vs: string } {
  const vs = BigInt(signature.s) | (BigInt(signature.v - 27) << 255n)
  return { r: signature.r, vs: `0x${vs.toString(16).padStart(64, '0')}` }
}
