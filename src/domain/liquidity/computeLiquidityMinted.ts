import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { InsufficientLiquidityMintedError } from '../errors/InsufficientLiquidityMintedError'
import { InsufficientReservesError } from '../errors/InsufficientReservesError'
import { assertUint256 } from '../math/assertUint256'
import { minBigInt } from '../math/minBigInt'
import { sqrt } from '../math/sqrt'
import type { Pair } from '../trade/Pair'
import { computeProtocolFeeLiquidity } from './computeProtocolFeeLiquidity'
import { MINIMUM_LIQUIDITY } from './liquidityConstants'
import { orderAmounts } from './orderAmounts'
import type { ProtocolFee } from './ProtocolFee'

/**
 * The LP tokens a deposit mints, as v2-core's `mint`: for the first provider √(amount0 × amount1) − 1000 (the 1000
 * are locked forever); afterwards the smaller of `amount0 × supply / reserve0` and `amount1 × supply / reserve1`, on
 * the supply after the protocol fee is minted (`_mintFee` runs first). Surplus of the larger side is not refunded.
 *
 * @throws InsufficientLiquidityMintedError when the deposit would mint nothing; InsufficientReservesError for a pool
 * with supply but an empty reserve; TokenNotInPairError.
 * @example computeLiquidityMinted(pair, 0n, { currency: usdt, raw: 4_000_000n }, { currency: wht, raw: 1_000_000n }, { feeOn: false }) // 1_999_000n
 */
export function computeLiquidityMinted(
  pair: Pair,
  totalSupply: bigint,
  amountA: CurrencyAmount,
  amountB: CurrencyAmount,
  protocolFee: ProtocolFee = { feeOn: false },
): bigint {
  const [amount0, amount1] = orderAmounts(pair, amountA, amountB)
  assertUint256(amount0)
  assertUint256(amount1)
  assertUint256(totalSupply)
  let liquidity: bigint
  if (totalSupply === 0n) {
    liquidity = sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY
  } else {
    if (pair.reserve0 === 0n || pair.reserve1 === 0n) throw new InsufficientReservesError(0n, 0n)
    const supply = totalSupply + computeProtocolFeeLiquidity(pair, totalSupply, protocolFee)
    liquidity = minBigInt((amount0 * supply) / pair.reserve0, (amount1 * supply) / pair.reserve1)
  }
  if (liquidity <= 0n) throw new InsufficientLiquidityMintedError(liquidity)
  return liquidity
}
