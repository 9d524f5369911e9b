import type { TypedDataDomain, TypedDataField } from './Wallet'

/** Recovers who signed EIP-712 typed data (`eth_signTypedData_v4`): the server checks a sender's consent with it. */
export interface TypedDataVerifier {
  /** The signer's lowercase address, or undefined when the signature is malformed. */
  recoverTypedDataSigner(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
    signature: string,
  ): string | undefined
}

export const TypedDataVerifier = Symbol.for('TypedDataVerifier')
