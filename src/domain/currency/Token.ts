import type { ChainId } from '../chains/ChainId'

/**
 * An ERC-20 token on one chain (spec section 3). Build it with `createToken`, which checksums the address; two tokens
 * are the same token when chain id and address are equal (`currencyEquals`).
 */
export interface Token {
  readonly kind: 'token'
  readonly chainId: ChainId
  /** EIP-55 checksummed. */
  readonly address: string
  readonly decimals: number
  readonly symbol: string
  readonly name: string
}
