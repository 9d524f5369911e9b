import { verifyTypedData } from 'ethers'
import type { TypedDataVerifier } from '../../ports/TypedDataVerifier'
import type { TypedDataDomain, TypedDataField } from '../../ports/Wallet'

/** Recovers EIP-712 signers with ethers. */
export class EthersTypedDataVerifier implements TypedDataVerifier {
  recoverTypedDataSigner(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
    signature: string,
  ): string | undefined {
    try {
      return verifyTypedData(domain, types, value, signature).toLowerCase()
    } catch {
      return undefined
    }
  }
}
