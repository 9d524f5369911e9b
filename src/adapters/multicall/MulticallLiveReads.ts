import type { CallResult } from '../../domain/multicall/Call'
import { type LiveChainReads, type LiveValue, NATIVE_BALANCE } from '../../ports/LiveChainReads'
import type { Multicall } from '../../ports/Multicall'
import type { Reserves } from '../../ports/PairReserves'
import { IERC20Minimal__factory, IFomoPair__factory, Multicall3__factory } from '../contracts/generated'

const erc20 = IERC20Minimal__factory.createInterface()
const pair = IFomoPair__factory.createInterface()
const multicall3 = Multicall3__factory.createInterface()
const GET_RESERVES = pair.encodeFunctionData('getReserves')
const TOTAL_SUPPLY = erc20.encodeFunctionData('totalSupply')

/** Decodes one result: `undefined` before the first answer, `null` for a failed read or undecodable data. */
function decode<T>(result: CallResult, read: (data: string) => T): LiveValue<T> {
  if (result.data === undefined) return undefined
  if (result.data === null || result.data === '0x') return null
  try {
    return read(result.data)
  } catch {
    return null
  }
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
      pairs.map((address) => ({ address, callData: GET_RESERVES })),
      (results) =>
        onValues(
          results.map((result) =>
            decode(result, (data) => {
              const [reserve0, reserve1] = pair.decodeFunctionResult('getReserves', data) as unknown as [bigint, bigint]
              return { reserve0, reserve1 }
            }),
          ),
        ),
    )
  }

  watchBalances(chainId: number, owner: string, tokens: readonly string[], onValues: (v: LiveValue<bigint>[]) => void) {
    const balanceOf = erc20.encodeFunctionData('balanceOf', [owner])
    const getEthBalance = multicall3.encodeFunctionData('getEthBalance', [owner])
    const calls = tokens.map((token) =>
      token === NATIVE_BALANCE
        ? { address: this.multicallAddress(chainId), callData: getEthBalance }
        : { address: token, callData: balanceOf },
    )
    return this.multicall.watch(chainId, calls, (results) =>
      onValues(results.map((result) => decode(result, (data) => BigInt(data.slice(0, 66))))),
    )
  }

  watchAllowances(
    chainId: number,
    owner: string,
    spender: string,
    tokens: readonly string[],
    onValues: (values: LiveValue<bigint>[]) => void,
  ) {
    const callData = erc20.encodeFunctionData('allowance', [owner, spender])
    return this.multicall.watch(
      chainId,
      tokens.map((address) => ({ address, callData })),
      (results) => onValues(results.map((result) => decode(result, (data) => BigInt(data.slice(0, 66))))),
    )
  }

  watchTotalSupplies(chainId: number, tokens: readonly string[], onValues: (values: LiveValue<bigint>[]) => void) {
    return this.multicall.watch(
      chainId,
      tokens.map((address) => ({ address, callData: TOTAL_SUPPLY })),
      (results) => onValues(results.map((result) => decode(result, (data) => BigInt(data.slice(0, 66))))),
    )
  }
}
