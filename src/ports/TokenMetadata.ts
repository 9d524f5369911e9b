/** An ERC-20's own description of itself, read on chain. */
export interface TokenMetadataAnswer {
  readonly symbol: string
  readonly name: string
  readonly decimals: number
}

/** Reads what an ERC-20 contract says about itself, for importing a token no list holds. */
export interface TokenMetadata {
  /** The token's symbol, name and decimals; `undefined` when the address does not answer as an ERC-20. */
  metadataOf(chainId: number, address: string): Promise<TokenMetadataAnswer | undefined>
}

export const TokenMetadata = Symbol.for('TokenMetadata')
