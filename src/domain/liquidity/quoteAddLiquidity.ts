import type { ChainConfig } from '../chains/ChainConfig'
import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import type { Price } from '../currency/Price'
import { wrapCurrency } from '../currency/wrapCurrency'
import { showMaxButton } from '../input/showMaxButton'
import type { Ratio } from '../math/Ratio'
import { createPair } from '../trade/createPair'
import type { Pair } from '../trade/Pair'
import { computeLiquidityMinted } from './computeLiquidityMinted'
import { computePoolShare } from './computePoolShare'
import type { MintAmounts } from './deriveMintAmounts'
import { hasNoLiquidity } from './hasNoLiquidity'
import type { PairState } from './pairStateOf'

/** What the add-liquidity form knows of the pool, the deposit and the account. */
export interface AddLiquidityQuoteInputs {
  readonly config: ChainConfig | undefined
  readonly currencyA: Currency | undefined
  readonly currencyB: Currency | undefined
  readonly pairState: PairState
  /** The pair at its reserves (`pairAt`); `undefined` unless it exists. */
  readonly pair: Pair | undefined
  /** The LP token's total supply; `undefined` until read. */
  readonly totalSupply: bigint | undefined
  /** The deposit (`deriveMintAmounts`). */
  readonly amounts: MintAmounts
  readonly balanceA: CurrencyAmount | undefined
  readonly balanceB: CurrencyAmount | undefined
}

/** The deposit's quote: what it mints, its share of the pool, the prices both ways and which Max buttons show. */
export interface AddLiquidityQuote {
  /** LP tokens minted; `undefined` until both amounts and the supply are known (or when the deposit mints nothing). */
  readonly liquidityMinted: bigint | undefined
  /** The share of the pool after the deposit, a fraction of 1. */
  readonly poolShare: Ratio | undefined
  /** A in B and B in A: the typed ratio for the first provider, else the reserves'. */
  readonly prices: { readonly aInB: Price; readonly bInA: Price } | undefined
  readonly showMaxA: boolean
  readonly showMaxB: boolean
}

/**
 * The add-liquidity quote (spec sections 4, 5 and 9): the LP tokens the deposit mints (v2-core's `mint`), the pool
 * share after it (100% for the first provider, as soon as both amounts are typed), the prices both ways (the typed
 * ratio for the first provider, else the reserves), and each field's Max button (`showMaxButton`: hidden with nothing
 * to spend or when the field already holds the most that can be spent).
 *
 * @example quoteAddLiquidity({ config, currencyA: usdt, currencyB: ht, pairState: 'NOT_EXISTS', ... }).poolShare // 1/1
 */
export function quoteAddLiquidity(inputs: AddLiquidityQuoteInputs): AddLiquidityQuote {
  const { pairState, pair, totalSupply, amounts } = inputs
  const noLiquidity = hasNoLiquidity(pairState, totalSupply, pair)
  const liquidityMinted = mintedBy(inputs, noLiquidity)
  let poolShare: Ratio | undefined
  if (noLiquidity && amounts.amountA && amounts.amountB) poolShare = { numerator: 1n, denominator: 1n }
  else if (liquidityMinted !== undefined && totalSupply !== undefined)
    poolShare = computePoolShare(liquidityMinted, totalSupply + liquidityMinted)
  return {
    liquidityMinted,
    poolShare,
    prices: pricesOf(inputs, noLiquidity),
    showMaxA: showMaxButton(inputs.balanceA, amounts.amountA),
    showMaxB: showMaxButton(inputs.balanceB, amounts.amountB),
  }
}

function mintedBy(inputs: AddLiquidityQuoteInputs, noLiquidity: boolean): bigint | undefined {
  const { config, currencyA, currencyB, pairState, pair, totalSupply } = inputs
  const { amountA, amountB } = inputs.amounts
  if (!config || !amountA || !amountB || !currencyA || !currencyB || pairState === 'INVALID') return undefined
  const supply = noLiquidity ? 0n : totalSupply
  if (supply === undefined) return undefined
  // the first provider's pair does not exist yet: an empty one at its address stands in for the token order
  const pool =
    pair ?? createPair(config, { currency: wrapCurrency(currencyA), raw: 0n }, { currency: currencyB, raw: 0n })
  try {
    return computeLiquidityMinted(pool, supply, amountA, amountB)
  } catch {
    return undefined
  }
}

function pricesOf(inputs: AddLiquidityQuoteInputs, noLiquidity: boolean): AddLiquidityQuote['prices'] {
  const { currencyA, currencyB, pair, amounts } = inputs
  if (!currencyA || !currencyB) return undefined
  let rawA: bigint | undefined
  let rawB: bigint | undefined
  if (noLiquidity) {
    rawA = amounts.amountA?.raw
    rawB = amounts.amountB?.raw
  } else if (pair) {
    const aIs0 = wrapCurrency(currencyA).address === pair.token0.address
    ;[rawA, rawB] = aIs0 ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0]
  }
  if (!rawA || !rawB) return undefined
  return {
    aInB: { baseCurrency: currencyA, quoteCurrency: currencyB, numerator: rawB, denominator: rawA },
    bInA: { baseCurrency: currencyB, quoteCurrency: currencyA, numerator: rawA, denominator: rawB },
  }
}
