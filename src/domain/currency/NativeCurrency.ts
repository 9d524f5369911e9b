import type { ChainId } from '../chains/ChainId'
import type { Token } from './Token'

/**
 * A chain's native coin (HT on 128, BNB on 56, ETH on the test networks), which pairs never hold: routing and pair
 * math use `wrapped` (WHT, WBNB, WETH) and only the edges of a trade (router method, `msg.value`) see the native coin.
 */
export interface NativeCurrency {
  readonly kind: 'native'
  readonly chainId: ChainId
  readonly decimals: 18
  readonly symbol: string
  readonly name: string
  readonly wrapped: Token
}
