import type { Call } from '../../domain/multicall/Call'
import type { BalanceAsset } from '../../ports/BalanceAsset'
import { encodeAddressCall, SELECTORS } from './multicall3Codec'

/**
 * The call that reads `owner`'s balance of an asset: the token's `balanceOf`, or for the native coin Multicall3's
 * `getEthBalance` (at `multicallAddress`), so that it rides in the same batch.
 */
export function balanceCall(asset: BalanceAsset, owner: string, multicallAddress: string): Call {
  return asset.kind === 'native'
    ? { address: multicallAddress, callData: encodeAddressCall(SELECTORS.getEthBalance, owner) }
    : { address: asset.address, callData: encodeAddressCall(SELECTORS.balanceOf, owner) }
}
