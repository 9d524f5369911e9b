import type { CallResult } from '../../domain/multicall/Call'
import type { BalanceAsset } from '../../ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../ports/LiveChainReads'
import type { Reserves } from '../../ports/Reserves'
import { balanceCall } from './balanceCall'
import { decodeAnswer } from './decodeAnswer'
import type { Multicall } from './Multicall'
import { decodeReserves, decodeUint, encodeAddressCall, SELECTORS } from './multicall3Codec'

/** Decodes one result: `undefined` before the first answer, `null` for a failed read or undecodable data. */
function decode<T>(result: CallResult, read: (data: string) => T): LiveValue<T> {
  return result.data === undefined ? undefined : (decodeAnswer(result.data, read) ?? null)
}

/**
 * LiveChainReads through the Multicall port's watches: each kind of read is one set of calls in the chain's per-block
 * batch (the native balance through Multicall3's `getEthBalance`, so it rides in the same `eth_call`).
 */
export class MulticallLiveReads implements LiveChainReads {
  constructor(
    private readonly multicall: Multicall,
    private readonly multicallAddress: (chainId: number) => string,
  ) {}

  watchReserves(chainId: number, pairs: readonly string[], onValues: (values: LiveValue<Reserves>[]) => void) {
    return this.multicall.watch(
      chainId,
      pairs.map((address) => ({ address, callData: SELECTORS.getReserves })),
      (results) =>
        onValues(
          results.map((result) =>
            decode(result, (data) => {
              return decodeReserves(data)
            }),
          ),
        ),
    )
  }

  watchBalances(
    chainId: number,
    owner: string,
    assets: readonly BalanceAsset[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ) {
    const calls = assets.map((asset) => balanceCall(asset, owner, this.multicallAddress(chainId)))
    return this.multicall.watch(chainId, calls, (results) =>
      onValues(results.map((result) => decode(result, decodeUint))),
    )
  }

  watchAllowances(
    chainId: number,
    owner: string,
    spender: string,
    tokens: readonly string[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ) {
    const callData = encodeAddressCall(SELECTORS.allowance, owner, spender)
    return this.multicall.watch(
      chainId,
      tokens.map((address) => ({ address, callData })),
      (results) => onValues(results.map((result) => decode(result, decodeUint))),
    )
  }

  watchTotalSupplies(chainId: number, tokens: readonly string[], onValues: (values: LiveValue<bigint>[]) => void) {
    return this.multicall.watch(
      chainId,
      tokens.map((address) => ({ address, callData: SELECTORS.totalSupply })),
      (results) => onValues(results.map((result) => decode(result, decodeUint))),
    )
  }
}
