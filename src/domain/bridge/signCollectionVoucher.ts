import type { ClaimSigner } from '../../ports/ClaimSigner'
import { InvalidBridgeCodeError } from '../errors/InvalidBridgeCodeError'
import { splitSignature } from '../liquidity/splitSignature'
import { decodeBridgeCode } from './bridgeCode'
import { type CollectionVoucher, collectionTypedData } from './collectionVoucher'

/** A collection's signature as `collectionToken` takes it, and whole. */
export interface SignedCollection {
  readonly v: number
  readonly r: string
  readonly s: string
  /** 0x and 130 hex digits. */
  readonly signature: string
}

/**
 * Signs a collection voucher with the server's signer, as reward vouchers are signed (the mining reward vouchers):
 * the EIP-712 typed data of collectionTypedData under FomoBridge's domain on the source chain, split into v, r, s.
 * The voucher's nonce must be its code's (the contract reads it there), or the signature could never land.
 *
 * @throws InvalidBridgeCodeError when the code is malformed or carries another nonce than the voucher's.
 * @example const { v, r, s } = await signCollectionVoucher(signer, voucher) // the route's v, r, s
 */
export async function signCollectionVoucher(
  signer: ClaimSigner,
  voucher: CollectionVoucher,
): Promise<SignedCollection> {
  if (decodeBridgeCode(voucher.code).nonce !== voucher.nonce) {
    throw new InvalidBridgeCodeError(
      'nonce',
      `${voucher.nonce} (the code carries ${decodeBridgeCode(voucher.code).nonce})`,
    )
  }
  const typed = collectionTypedData(voucher)
  const signature = await signer.signClaim(typed.domain, typed.types, typed.value)
  return { ...splitSignature(signature), signature }
}
