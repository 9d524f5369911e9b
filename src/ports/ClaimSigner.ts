/** The EIP-712 domain of a claim contract. */
export interface ClaimDomain {
  name: string
  version: string
  chainId: number
  verifyingContract: string
}

/** EIP-712 field lists by struct name, as in `eth_signTypedData_v4`. */
export type ClaimTypes = Record<string, { name: string; type: string }[]>

/** Signs claim vouchers for the claim contracts with the server's authorised key (never exposed). */
export interface ClaimSigner {
  /** The signer's address (lowercase), which the claim contracts trust. */
  address(): string
  /** A 65-byte EIP-712 signature (0x hex) of `value` under `domain` and `types`. */
  signClaim(domain: ClaimDomain, types: ClaimTypes, value: Record<string, unknown>): Promise<string>
}

export const ClaimSigner = Symbol.for('ClaimSigner')
