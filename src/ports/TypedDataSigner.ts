import type { TypedDataDomain, TypedDataField } from './Wallet'

/** Signs EIP-712 typed data as the account that sends (`eth_signTypedData_v4`), e.g. an EIP-2612 permit. */
export interface TypedDataSigner {
  signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string>
}

export const TypedDataSigner = Symbol.for('TypedDataSigner')
