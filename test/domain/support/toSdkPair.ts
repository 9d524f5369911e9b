import { JSBI, Pair as SdkPair, TokenAmount } from '@uniswap/sdk'
import type { Pair } from '../../../src/domain/trade/Pair'
import { toSdkToken } from './toSdkToken'

/**
 * The `@uniswap/sdk` `Pair` for a FomoSwap pair, for tests that use the SDK as an oracle.
 *
 * The SDK's constructor derives the LP token's address from Uniswap's own factory and init-code hash, which is wrong
 * for FomoSwap; this replaces `liquidityToken` with FomoSwap's ('Fomo-LP' at `pair.address`), so that the SDK's
 * `getLiquidityMinted`/`getLiquidityValue` accept FomoSwap LP amounts. Never use the SDK's static `Pair.getAddress`.
 */
export function toSdkPair(pair: Pair): SdkPair {
  const sdkPair = new SdkPair(
    new TokenAmount(toSdkToken(pair.token0), JSBI.BigInt(pair.reserve0.toString())),
    new TokenAmount(toSdkToken(pair.token1), JSBI.BigInt(pair.reserve1.toString())),
  )
  Object.defineProperty(sdkPair, 'liquidityToken', { value: toSdkToken(pair.liquidityToken), enumerable: true })
  return sdkPair
}
