import { AbiCoder, keccak256 } from 'ethers'
import type { ClaimSigner } from '../../ports/ClaimSigner'

/** The EIP-712 struct the server signs to derive a draw's secret (a domain no claim contract verifies). */
const DRAW_SECRET_TYPES = { DrawSecret: [{ name: 'drawId', type: 'uint256' }] }

/**
 * Draw `drawId`'s secret on the prize pool `prizePool` of `chainId`: keccak256 of the server key's EIP-712 signature of
 * the draw id under the domain 'FomoPrizeDrawSecret'. ECDSA signing is deterministic (RFC 6979), so the same key gives
 * the same secret after any restart (a secret is never lost) and the operator has no other secret to choose; the
 * signature itself never leaves the server, and no one without the key can compute the secret before the seal
 * publishes it (FomoPrizePool.seal, issue 27: from then on anyone can reveal).
 */
export async function prizeDrawSecret(
  signer: ClaimSigner,
  chainId: number,
  prizePool: string,
  drawId: bigint,
): Promise<string> {
  const domain = { name: 'FomoPrizeDrawSecret', version: '1', chainId, verifyingContract: prizePool }
  return keccak256(await signer.signClaim(domain, DRAW_SECRET_TYPES, { drawId }))
}

/** The commitment FomoPrizePool checks the seal and the reveal against: keccak256(abi.encode(drawId, secret)). */
export function drawCommitment(drawId: bigint, secret: string): string {
  return keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'bytes32'], [drawId, secret]))
}
