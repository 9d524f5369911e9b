import { describe, expect, it } from 'vitest'
import { blockedRecipients } from '../../../src/domain/swap/blockedRecipients'
import { inputErrorMessage } from '../../../src/domain/swap/inputErrorMessage'
import { type SwapErrorInputs, swapInputError } from '../../../src/domain/swap/swapInputError'
import { tradeInvolvesAddress } from '../../../src/domain/swap/tradeInvolvesAddress'
import { createPair } from '../../../src/domain/trade/createPair'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoConfig, hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MIGRATOR = '0x5555555555555555555555555555555555555555'
const pair = createPair(hecoConfig, { currency: hecoUsdt, raw: 5000n * E18 }, { currency: hecoWht, raw: 1000n * E18 })
// 1 HT in: 4.98… USDT out
const trade = createTrade(createRoute([pair], hecoHt, hecoUsdt), E18, TradeType.EXACT_INPUT)
const exactOut = createTrade(createRoute([pair], hecoHt, hecoUsdt), 5n * E18, TradeType.EXACT_OUTPUT)

const ready: SwapErrorInputs = {
  account: ACCOUNT,
  inputCurrency: hecoHt,
  outputCurrency: hecoUsdt,
  parsedAmount: { currency: hecoHt, raw: E18 },
  to: ACCOUNT,
  blockedRecipients: blockedRecipients(hecoConfig, MIGRATOR),
  trade,
  slippageBips: 50,
  inputBalance: { currency: hecoHt, raw: 2n * E18 },
}
const text = (inputs: SwapErrorInputs) => {
  const error = swapInputError(inputs)
  return error === undefined ? undefined : inputErrorMessage(error)
}

describe('swapInputError', () => {
  it('lets a complete swap go ahead', () => {
    expect(swapInputError(ready)).toBeUndefined()
  })

  it.each<[string, Partial<SwapErrorInputs>, string]>([
    [
      'no wallet, nothing else either',
      { account: undefined, parsedAmount: undefined, to: undefined },
      'Connect Wallet',
    ],
    ['no amount, no token', { parsedAmount: undefined, outputCurrency: undefined }, 'Enter an amount'],
    ['no output token, no trade', { outputCurrency: undefined, trade: undefined }, 'Select a token'],
    ['no recipient address (unresolved name)', { to: undefined, trade: undefined }, 'Enter a recipient'],
    ['a recipient that is no address', { to: 'alice.fomo.eth' }, 'Enter a recipient'],
    ['the zero address as recipient', { to: `0x${'0'.repeat(40)}` }, 'Invalid recipient'],
    ['the router as recipient', { to: hecoConfig.routerAddress.toLowerCase() }, 'Invalid recipient'],
    ['the factory as recipient', { to: hecoConfig.factoryAddress }, 'Invalid recipient'],
    ['the migrator as recipient', { to: MIGRATOR }, 'Invalid recipient'],
    ['the pair as recipient', { to: pair.address, inputBalance: { currency: hecoHt, raw: 0n } }, 'Invalid recipient'],
    ['USDT on the route as recipient', { to: hecoUsdt.address }, 'Invalid recipient'],
    [
      'no route',
      { trade: undefined, inputBalance: { currency: hecoHt, raw: 0n } },
      'Insufficient liquidity for this trade.',
    ],
    ['balance below the input', { inputBalance: { currency: hecoHt, raw: E18 - 1n } }, 'Insufficient HT balance'],
  ])('%s → %s', (_case, change, message) => {
    expect(text({ ...ready, ...change })).toBe(message)
  })

  it('compares the balance with the most an exact-output swap may sell at the slippage', () => {
    const maximumIn = (exactOut.inputAmount.raw * 10_050n) / 10_000n
    const inputs = { ...ready, trade: exactOut, parsedAmount: exactOut.outputAmount }
    expect(text({ ...inputs, inputBalance: { currency: hecoHt, raw: maximumIn } })).toBeUndefined()
    expect(text({ ...inputs, inputBalance: { currency: hecoHt, raw: maximumIn - 1n } })).toBe('Insufficient HT balance')
    expect(text({ ...inputs, inputBalance: undefined })).toBeUndefined()
  })

  it('checks only the balance when wrapping or unwrapping, with no trade or recipient', () => {
    const wrap = { ...ready, outputCurrency: hecoWht, trade: undefined, to: undefined }
    expect(text(wrap)).toBeUndefined()
    expect(text({ ...wrap, inputBalance: { currency: hecoHt, raw: E18 - 1n } })).toBe('Insufficient HT balance')
    const unwrap = {
      ...wrap,
      inputCurrency: hecoWht,
      outputCurrency: hecoHt,
      parsedAmount: { currency: hecoWht, raw: E18 },
    }
    expect(text({ ...unwrap, inputBalance: { currency: hecoWht, raw: 1n } })).toBe('Insufficient WHT balance')
    expect(text({ ...unwrap, account: undefined })).toBe('Connect Wallet')
    expect(text({ ...unwrap, parsedAmount: undefined })).toBe('Enter an amount')
  })
})

describe('blockedRecipients', () => {
  it('lists the factory, the router and the migrator, checksummed', () => {
    expect(blockedRecipients(hecoConfig, MIGRATOR.toLowerCase())).toEqual([
      hecoConfig.factoryAddress,
      hecoConfig.routerAddress,
      MIGRATOR,
    ])
    expect(blockedRecipients(hecoConfig)).toHaveLength(2)
  })
})

describe('tradeInvolvesAddress', () => {
  it('finds the route’s tokens and pairs in any case', () => {
    expect(tradeInvolvesAddress(trade, hecoWht.address.toLowerCase())).toBe(true)
    expect(tradeInvolvesAddress(trade, pair.address)).toBe(true)
    expect(tradeInvolvesAddress(trade, ACCOUNT)).toBe(false)
  })
})
