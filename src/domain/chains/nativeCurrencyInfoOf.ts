import { UnsupportedChainError } from '../errors/UnsupportedChainError'
import type { ChainId } from './ChainId'
import { isSupportedChainId } from './isSupportedChainId'
import type { NativeCurrencyInfo } from './NativeCurrencyInfo'

const HT: NativeCurrencyInfo = { symbol: 'HT', name: 'Huobi Token', wrappedSymbol: 'WHT', wrappedName: 'Wrapped HT' }
const BNB: NativeCurrencyInfo = { symbol: 'BNB', name: 'BNB', wrappedSymbol: 'WBNB', wrappedName: 'Wrapped BNB' }
const ETH: NativeCurrencyInfo = { symbol: 'ETH', name: 'Ether', wrappedSymbol: 'WETH', wrappedName: 'Wrapped Ether' }

const NATIVE_CURRENCY_INFO: Readonly<Record<ChainId, NativeCurrencyInfo>> = {
  128: HT,
  56: BNB,
  1: ETH,
  3: ETH,
  4: ETH,
  5: ETH,
  42: ETH,
  256: ETH,
}

/**
 * The names of a chain's native coin and wrapped token: HT/WHT on 128, BNB/WBNB on 56, ETH/WETH on the test networks.
 *
 * @throws UnsupportedChainError for any other chain id.
 * @example nativeCurrencyInfoOf(128).wrappedSymbol // 'WHT'
 */
export function nativeCurrencyInfoOf(chainId: number): NativeCurrencyInfo {
  if (!isSupportedChainId(chainId)) throw new UnsupportedChainError(chainId)
  return NATIVE_CURRENCY_INFO[chainId]
}
