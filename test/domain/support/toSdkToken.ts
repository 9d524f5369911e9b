import { type ChainId as SdkChainId, Token as SdkToken } from '@uniswap/sdk'
import type { Token } from '../../../src/domain/currency/Token'

/**
 * The `@uniswap/sdk` `Token` for a FomoSwap token, for tests that use the SDK as an oracle. The SDK types chain ids as
 * its own enum (1, 3, 4, 5, 42) but only compares them, so chains 128, 56 and 256 pass through unchanged.
 *
 * @example toSdkToken(usdt).equals(toSdkToken(usdt)) // true
 */
export function toSdkToken(token: Token): SdkToken {
  return new SdkToken(token.chainId as number as SdkChainId, token.address, token.decimals, token.symbol, token.name)
}
