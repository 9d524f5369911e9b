import { describe, expect, it } from 'vitest'
import type { CurrencyAmount } from '../../../src/domain/currency/CurrencyAmount'
import { formatPoolShare } from '../../../src/domain/format/formatPoolShare'
import { formatPrice } from '../../../src/domain/format/formatPrice'
import {
  type AddLiquidityQuote,
  type AddLiquidityQuoteInputs,
  quoteAddLiquidity,
} from '../../../src/domain/liquidity/quoteAddLiquidity'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'

const E18 = 10n ** 18n
const usdt = (whole: bigint): CurrencyAmount => ({ currency: hecoUsdt, raw: whole * E18 })
const ht = (raw: bigint): CurrencyAmount => ({ currency: hecoHt, raw })
// 5000 USDT against 1000 HT (1 HT = 5 USDT), 2000 LP tokens out
const pair = createPair(hecoConfig, usdt(5_000n), ht(1_000n * E18))
const SUPPLY = 2_000n * E18

/** USDT (A) and HT (B) into the pool above, 50 USDT and 10 HT, both balances ample. */
const existing: AddLiquidityQuoteInputs = {
  config: hecoConfig,
  currencyA: hecoUsdt,
  currencyB: hecoHt,
  pairState: 'EXISTS',
  pair,
  totalSupply: SUPPLY,
  amounts: { amountA: usdt(50n), amountB: ht(10n * E18) },
  balanceA: usdt(1_000n),
  balanceB: ht(100n * E18),
}
/** The first provider of USDT/HT: 4 USDT and 1 HT set the price. */
const first: AddLiquidityQuoteInputs = {
  ...existing,
  pairState: 'NOT_EXISTS',
  pair: undefined,
  totalSupply: undefined,
  amounts: { amountA: usdt(4n), amountB: ht(E18) },
}
const usdtInHt = { baseCurrency: hecoUsdt, quoteCurrency: hecoHt }
const htInUsdt = { baseCurrency: hecoHt, quoteCurrency: hecoUsdt }

describe('quoteAddLiquidity', () => {
  it.each<[string, AddLiquidityQuoteInputs, Omit<AddLiquidityQuote, 'showMaxA' | 'showMaxB'>]>([
    [
      'a deposit at the pool price: supply × amount / reserve, share of the supply after it, prices from reserves',
      existing,
      {
        liquidityMinted: 20n * E18,
        poolShare: { numerator: 20n * E18, denominator: 2_020n * E18 },
        prices: {
          aInB: { ...usdtInHt, numerator: 1_000n * E18, denominator: 5_000n * E18 },
          bInA: { ...htInUsdt, numerator: 5_000n * E18, denominator: 1_000n * E18 },
        },
      },
    ],
    [
      'the same pool with the sides the other way round',
      {
        ...existing,
        currencyA: hecoHt,
        currencyB: hecoUsdt,
        amounts: { amountA: ht(10n * E18), amountB: usdt(50n) },
        balanceA: ht(100n * E18),
        balanceB: usdt(1_000n),
      },
      {
        liquidityMinted: 20n * E18,
        poolShare: { numerator: 20n * E18, denominator: 2_020n * E18 },
        prices: {
          aInB: { ...htInUsdt, numerator: 5_000n * E18, denominator: 1_000n * E18 },
          bInA: { ...usdtInHt, numerator: 1_000n * E18, denominator: 5_000n * E18 },
        },
      },
    ],
    [
      'more of one side than the price: the smaller side mints',
      { ...existing, amounts: { amountA: usdt(50n), amountB: ht(20n * E18) } },
      {
        liquidityMinted: 20n * E18,
        poolShare: { numerator: 20n * E18, denominator: 2_020n * E18 },
        prices: {
          aInB: { ...usdtInHt, numerator: 1_000n * E18, denominator: 5_000n * E18 },
          bInA: { ...htInUsdt, numerator: 5_000n * E18, denominator: 1_000n * E18 },
        },
      },
    ],
    [
      'the supply not read yet: prices only',
      { ...existing, totalSupply: undefined },
      {
        liquidityMinted: undefined,
        poolShare: undefined,
        prices: {
          aInB: { ...usdtInHt, numerator: 1_000n * E18, denominator: 5_000n * E18 },
          bInA: { ...htInUsdt, numerator: 5_000n * E18, denominator: 1_000n * E18 },
        },
      },
    ],
    [
      'one amount only: prices from reserves, no share',
      { ...existing, amounts: { amountA: usdt(50n), amountB: undefined } },
      {
        liquidityMinted: undefined,
        poolShare: undefined,
        prices: {
          aInB: { ...usdtInHt, numerator: 1_000n * E18, denominator: 5_000n * E18 },
          bInA: { ...htInUsdt, numerator: 5_000n * E18, denominator: 1_000n * E18 },
        },
      },
    ],
    [
      'the first provider (no pair): √(a × b) − 1000 minted, 100% share, the typed ratio as price',
      first,
      {
        liquidityMinted: 2n * E18 - 1_000n,
        poolShare: { numerator: 1n, denominator: 1n },
        prices: {
          aInB: { ...usdtInHt, numerator: E18, denominator: 4n * E18 },
          bInA: { ...htInUsdt, numerator: 4n * E18, denominator: E18 },
        },
      },
    ],
    [
      'the first provider of a pair with no supply',
      { ...first, pairState: 'EXISTS', pair: createPair(hecoConfig, usdt(0n), ht(0n)), totalSupply: 0n },
      {
        liquidityMinted: 2n * E18 - 1_000n,
        poolShare: { numerator: 1n, denominator: 1n },
        prices: {
          aInB: { ...usdtInHt, numerator: E18, denominator: 4n * E18 },
          bInA: { ...htInUsdt, numerator: 4n * E18, denominator: E18 },
        },
      },
    ],
    [
      'the first provider with too little to mint: still 100%, nothing minted',
      { ...first, amounts: { amountA: { currency: hecoUsdt, raw: 1_000n }, amountB: ht(1_000n) } },
      {
        liquidityMinted: undefined,
        poolShare: { numerator: 1n, denominator: 1n },
        prices: {
          aInB: { ...usdtInHt, numerator: 1_000n, denominator: 1_000n },
          bInA: { ...htInUsdt, numerator: 1_000n, denominator: 1_000n },
        },
      },
    ],
    [
      'the first provider with one amount typed: nothing yet',
      { ...first, amounts: { amountA: usdt(4n), amountB: undefined } },
      { liquidityMinted: undefined, poolShare: undefined, prices: undefined },
    ],
    [
      'the pair still loading',
      { ...first, pairState: 'LOADING' },
      { liquidityMinted: undefined, poolShare: undefined, prices: undefined },
    ],
    [
      'HT and WHT: an invalid pair',
      { ...first, currencyA: hecoHt, pairState: 'INVALID', amounts: { amountA: ht(E18), amountB: ht(E18) } },
      { liquidityMinted: undefined, poolShare: undefined, prices: undefined },
    ],
    [
      'no chain configured',
      { ...first, config: undefined },
      {
        liquidityMinted: undefined,
        poolShare: { numerator: 1n, denominator: 1n },
        prices: {
          aInB: { ...usdtInHt, numerator: E18, denominator: 4n * E18 },
          bInA: { ...htInUsdt, numerator: 4n * E18, denominator: E18 },
        },
      },
    ],
  ])('%s', (_case, inputs, expected) => {
    const { showMaxA: _a, showMaxB: _b, ...quote } = quoteAddLiquidity(inputs)
    expect(quote).toEqual(expected)
  })

  it('shows the numbers the screen prints', () => {
    const quote = quoteAddLiquidity(existing)
    expect(quote.poolShare && formatPoolShare(quote.poolShare, 2)).toBe('0.99%')
    expect(quote.prices && formatPrice(quote.prices.aInB, 6)).toBe('0.2')
    expect(quote.prices && formatPrice(quote.prices.bInA, 6)).toBe('5')
    const firstQuote = quoteAddLiquidity(first)
    expect(firstQuote.poolShare && formatPoolShare(firstQuote.poolShare, 2)).toBe('100.00%')
  })

  it('prices a pair of tokens with other decimals by raw units', () => {
    const husd = { currency: hecoHusd, raw: 2_000_000_00n } // 2 HUSD at 8 decimals
    const quote = quoteAddLiquidity({
      ...first,
      currencyB: hecoHusd,
      amounts: { amountA: usdt(1n), amountB: husd },
    })
    expect(quote.prices?.aInB).toEqual({
      baseCurrency: hecoUsdt,
      quoteCurrency: hecoHusd,
      numerator: husd.raw,
      denominator: E18,
    })
    expect(quote.prices && formatPrice(quote.prices.aInB, 6)).toBe('2')
  })

  // the native coin keeps 0.01 HT for gas (maxAmountSpend): Max fills 99.99 of 100 HT
  it.each<[string, CurrencyAmount | undefined, CurrencyAmount | undefined, boolean]>([
    ['a balance, nothing typed', ht(100n * E18), undefined, true],
    ['a balance, less typed', ht(100n * E18), ht(10n * E18), true],
    ['the whole balance typed, gas reserve kept', ht(100n * E18), ht(100n * E18 - 10n ** 16n), false],
    ['the balance itself typed (above the spendable)', ht(100n * E18), ht(100n * E18), true],
    ['only the gas reserve held', ht(10n ** 16n), undefined, false],
    ['an empty balance', ht(0n), undefined, false],
    ['the balance not read yet', undefined, undefined, false],
  ])('Max on the HT field: %s → %s', (_case, balance, typed, shown) => {
    const quote = quoteAddLiquidity({ ...existing, amounts: { amountA: usdt(50n), amountB: typed }, balanceB: balance })
    expect(quote.showMaxB).toBe(shown)
    expect(quote.showMaxA).toBe(true)
  })

  it.each<[string, CurrencyAmount | undefined, boolean]>([
    ['less than the balance', usdt(999n), true],
    ['the whole balance (a token keeps no reserve)', usdt(1_000n), false],
  ])('Max on the USDT field: %s → %s', (_case, typed, shown) => {
    expect(quoteAddLiquidity({ ...existing, amounts: { amountA: typed, amountB: undefined } }).showMaxA).toBe(shown)
  })
})
