import { TypedDataEncoder } from 'ethers'
import type { ClaimSigner } from '../../ports/ClaimSigner'

/** `signer`, calling `count` with each signature's EIP-712 primary type (Reward, Collection, …) once it is made. */
export function countedClaimSigner(signer: ClaimSigner, count: (kind: string) => void): ClaimSigner {
  return {
    address: () => signer.address(),
    async signClaim(domain, types, value) {
      const signature = await signer.signClaim(domain, types, value)
      count(TypedDataEncoder.getPrimaryType(types as never))
      return signature
    },
  }
}
