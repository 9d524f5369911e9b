/** A transaction to send; amounts in wei. Unset fields are filled in by the wallet (nonce, gas, fees). */
export interface TransactionRequest {
  to: string
  data?: string
  value?: bigint
  gasLimit?: bigint
}

/** A sent transaction: its hash, and a wait for the receipt's status (1 success, 0 reverted). */
export interface SentTransaction {
  hash: string
  wait(): Promise<{ status: number; blockNumber: number }>
}

/** One field of an EIP-712 struct type. */
export interface TypedDataField {
  name: string
  type: string
}

/** The EIP-712 domain (for permits: the token's name, version 1, chain id and the token as verifying contract). */
export interface TypedDataDomain {
  name?: string
  version?: string
  chainId?: number | bigint
  verifyingContract?: string
  salt?: string
}

/** The account that signs and sends: a browser wallet in the app, a private key or keystore in the terminal. */
export interface Wallet {
  /** The account's checksummed address. */
  address(): Promise<string>
  /** The chain the wallet is connected to. */
  chainId(): Promise<number>
  /** Signs and sends `request`; resolves once the node accepted it. */
  sendTransaction(request: TransactionRequest): Promise<SentTransaction>
  /** Signs EIP-712 typed data (`eth_signTypedData_v4`), e.g. an EIP-2612 permit; returns the 65-byte signature. */
  signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string>
  /** Signs a personal message (EIP-191); returns the 65-byte signature. */
  signMessage(message: string | Uint8Array): Promise<string>
}

export const Wallet = Symbol.for('Wallet')
