import { CurrencyAmount, ETHER, JSBI, Percent, Route, Router, Trade as SdkTrade, TokenAmount } from '@uniswap/sdk'
import { describe, expect, it } from 'vitest'
import type { Currency } from '../../../src/domain/currency/Currency'
import { EtherToEtherError } from '../../../src/domain/errors/EtherToEtherError'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { TooManyPairsError } from '../../../src/domain/errors/TooManyPairsError'
import { buildSwapCalls } from '../../../src/domain/trade/buildSwapCalls'
import { createPair } from '../../../src/domain/trade/createPair'
import type { Trade } from '../../../src/domain/trade/Trade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoHt, hecoUsdt, mainnetConfig, mainnetDai, mainnetUsdc } from '../support/fixtures'
import { toSdkPair } from '../support/toSdkPair'
import { toSdkToken } from '../support/toSdkToken'
import { usdtWht } from '../support/tradingGraph'

const E18 = 10n ** 18n
const eth = mainnetConfig.nativeCurrency
const weth = eth.wrapped
const usdcWeth = createPair(
  mainnetConfig,
  { currency: mainnetUsdc, raw: 40_000_000n * 10n ** 6n },
  { currency: weth, raw: 10_000n * E18 },
)
const daiWeth = createPair(
  mainnetConfig,
  { currency: mainnetDai, raw: 40_000_000n * E18 },
  { currency: weth, raw: 10_000n * E18 },
)
const recipient = '0x00000000000000000000000000000000000000aa'
const options = { recipient, slippageBips: 50, deadline: 1_700_000_000n }

/** The SDK's router parameters for the same trade on chain 1, where its ETHER and WETH are FomoSwap's ETH and WETH. */
function sdkCalls(trade: Trade) {
  const sdkCurrency = (currency: Currency) => (currency.kind === 'native' ? ETHER : toSdkToken(currency))
  const route = new Route(
    trade.route.pairs.map(toSdkPair),
    sdkCurrency(trade.route.input),
    sdkCurrency(trade.route.output),
  )
  const amount = (currency: Currency, raw: bigint) =>
    currency.kind === 'native'
      ? CurrencyAmount.ether(JSBI.BigInt(raw.toString()))
      : new TokenAmount(toSdkToken(currency), JSBI.BigInt(raw.toString()))
  const sdkTrade =
    trade.tradeType === 'EXACT_INPUT'
      ? SdkTrade.exactIn(route, amount(trade.route.input, trade.inputAmount.raw))
      : SdkTrade.exactOut(route, amount(trade.route.output, trade.outputAmount.raw))
  const base = { allowedSlippage: new Percent('50', '10000'), recipient, deadline: Number(options.deadline) }
  const calls = [Router.swapCallParameters(sdkTrade, { ...base, feeOnTransfer: false })]
  if (trade.tradeType === 'EXACT_INPUT')
    calls.push(Router.swapCallParameters(sdkTrade, { ...base, feeOnTransfer: true }))
  return calls
}

/** FomoSwap's calls with bigints as the SDK's hex strings. */
function asHex(trade: Trade) {
  const hex = (value: unknown) => (typeof value === 'bigint' ? `0x${value.toString(16)}` : value)
  return buildSwapCalls(trade, options).map(({ methodName, args, value }) => ({
    methodName,
    args: args.map(hex),
    value: hex(value),
  }))
}

describe('buildSwapCalls', () => {
  const cases: [string, Currency[], TradeType][] = [
    ['ETH → USDC exact in', [eth, mainnetUsdc], TradeType.EXACT_INPUT],
    ['USDC → ETH exact in', [mainnetUsdc, eth], TradeType.EXACT_INPUT],
    ['USDC → WETH → DAI exact in', [mainnetUsdc, mainnetDai], TradeType.EXACT_INPUT],
    ['ETH → USDC exact out', [eth, mainnetUsdc], TradeType.EXACT_OUTPUT],
    ['USDC → ETH exact out', [mainnetUsdc, eth], TradeType.EXACT_OUTPUT],
    ['USDC → WETH → DAI exact out', [mainnetUsdc, mainnetDai], TradeType.EXACT_OUTPUT],
  ]
  it.each(cases)('builds the same router calls as @uniswap/sdk for %s', (_, [input, output], tradeType) => {
    const pairs = input === eth || output === eth ? [usdcWeth] : [usdcWeth, daiWeth]
    const exact = tradeType === TradeType.EXACT_INPUT ? input! : output!
    const amount = (1_000n * 10n ** BigInt(exact.decimals)) / (exact === eth ? 1_000n : 1n)
    const trade = createTrade(createRoute(pairs, input!, output!), amount, tradeType)
    expect(asHex(trade)).toEqual(sdkCalls(trade))
  })

  it('sends HT as value for swapExactETHForTokens on chain 128', () => {
    const trade = createTrade(createRoute([usdtWht], hecoHt, hecoUsdt), E18, TradeType.EXACT_INPUT)
    const [plain, supportingFee] = buildSwapCalls(trade, options)
    expect(plain).toEqual({
      methodName: 'swapExactETHForTokens',
      args: [
        9_910_517_224_277_643_944n,
        [usdtWht.token0.address, usdtWht.token1.address],
        '0x00000000000000000000000000000000000000AA',
        1_700_000_000n,
      ],
      value: E18,
    })
    expect(supportingFee!.methodName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens')
  })

  it('refuses native to native with ‘ETHER to ETHER’, long routes and bad recipients', () => {
    const trade = createTrade(createRoute([usdtWht], hecoHt, hecoUsdt), E18, TradeType.EXACT_INPUT)
    const nativeBothSides = { ...trade, outputAmount: { currency: hecoHt, raw: 1n } }
    expect(() => buildSwapCalls(nativeBothSides, options)).toThrow(EtherToEtherError)
    expect(() => buildSwapCalls(nativeBothSides, options)).toThrow('ETHER to ETHER')
    const fourHops = { ...trade, route: { ...trade.route, pairs: [usdtWht, usdtWht, usdtWht, usdtWht] } }
    expect(() => buildSwapCalls(fourHops, options)).toThrow(TooManyPairsError)
    expect(() => buildSwapCalls(trade, { ...options, recipient: '0x123' })).toThrow(InvalidAddressError)
  })
})
