import { sqrt } from '../math/sqrt'
import type { Pair } from '../trade/Pair'
import type { ProtocolFee } from './ProtocolFee'

/**
 * The LP tokens the pair mints to `feeTo` at its next mint or burn, as v2-core's `_mintFee`: 1/6 of the growth of
 * √(reserve0 × reserve1) since `kLast`, i.e. `totalSupply × (√k − √kLast) / (5√k + √kLast)`, rounded down; 0 when the
 * fee is off, `kLast` is 0 or √k has not grown.
 *
 * @example computeProtocolFeeLiquidity(pair, totalSupply, { feeOn: true, kLast }) // LP minted to feeTo
 */
export function computeProtocolFeeLiquidity(pair: Pair, totalSupply: bigint, protocolFee: ProtocolFee): bigint {
  if (!protocolFee.feeOn || protocolFee.kLast === 0n) return 0n
  const rootK = sqrt(pair.reserve0 * pair.reserve1)
  const rootKLast = sqrt(protocolFee.kLast)
  if (rootK <= rootKLast) return 0n
  return (totalSupply * (rootK - rootKLast)) / (rootK * 5n + rootKLast)
}
