import { getAddress as checksum, type Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoRouter__factory, IERC20Minimal__factory, WHT__factory } from '../../../src/adapters/contracts/generated'
import { CallRevertedError } from '../../../src/domain/errors/CallRevertedError'
import { DeadlinePassedError } from '../../../src/domain/errors/DeadlinePassedError'
import { FomoError } from '../../../src/domain/errors/FomoError'
import { IdenticalCurrenciesError } from '../../../src/domain/errors/IdenticalCurrenciesError'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { MissingDependenciesError } from '../../../src/domain/errors/MissingDependenciesError'
import { PriceMovementError } from '../../../src/domain/errors/PriceMovementError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { SwapFailedError } from '../../../src/domain/errors/SwapFailedError'
import { TransactionRejectedError } from '../../../src/domain/errors/TransactionRejectedError'
import { UnexpectedGasEstimateError } from '../../../src/domain/errors/UnexpectedGasEstimateError'
import { SwapService } from '../../../src/domain/swap/SwapService'
import type { Trade } from '../../../src/domain/trade/Trade'
import { TradeType } from '../../../src/domain/trade/TradeType'
import type { GasEstimateOutcome } from '../../../src/domain/transactions/GasEstimateOutcome'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { createRoute } from '../support/createRoute'
import { createTrade } from '../support/createTrade'
import { hecoConfig, hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'
import { hecoMdx, usdtMdx, usdtWht } from '../support/tradingGraph'

const E18 = 10n ** 18n
const NOW_MS = 1_700_000_000_500
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const OTHER = '0x00000000000000000000000000000000000000AA'
/** Untyped, so that tests can encode any router method by name. */
const router: Interface = FomoRouter__factory.createInterface()
const erc20 = IERC20Minimal__factory.createInterface()
const wht = WHT__factory.createInterface()

/** 10 USDT for 9.871580343970612988 MDX through the 1:1 USDT/MDX pool; at 0.5% the minimum out is output × 10000 / 10050. */
const usdtForMdx = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), 10n * E18, TradeType.EXACT_INPUT)
const USDT_FOR_MDX_MIN_OUT = 9_822_468_003_950_858_694n
const htForUsdt = createTrade(createRoute([usdtWht], hecoHt, hecoUsdt), E18, TradeType.EXACT_INPUT)
const usdtForHt = createTrade(createRoute([usdtWht], hecoUsdt, hecoHt), 100n * E18, TradeType.EXACT_INPUT)
/** 5 MDX for at most 5.040… USDT × 1.005. */
const usdtForFiveMdx = createTrade(createRoute([usdtMdx], hecoUsdt, hecoMdx), 5n * E18, TradeType.EXACT_OUTPUT)
/** 10 USDT for at most 1.004… HT × 1.005. */
const htForTenUsdt = createTrade(createRoute([usdtWht], hecoHt, hecoUsdt), 10n * E18, TradeType.EXACT_OUTPUT)

function service() {
  const code = new InMemoryAccountCode()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const clock = new ManualClock(NOW_MS)
  const blocks = new ManualBlockTime()
  return { gas, submitter, clock, code, blocks, swaps: new SwapService(abiCalls, gas, submitter, clock, code, blocks) }
}

function order(trade: Trade, overrides: { recipient?: string; deadlineSeconds?: number } = {}) {
  return {
    config: hecoConfig,
    account: ACCOUNT,
    trade,
    recipient: overrides.recipient ?? ACCOUNT,
    slippageBips: 50,
    deadlineSeconds: overrides.deadlineSeconds ?? 1200,
  }
}

/** The router method and arguments (addresses checksummed, amounts bigint) of call data. */
function decoded(data: string | undefined) {
  const parsed = router.parseTransaction({ data: data ?? '0x' })
  return { name: parsed?.name, args: parsed?.args.toArray(true) }
}

const usdtMdxPath = [hecoUsdt.address, hecoMdx.address]
const DEADLINE = 1_700_001_200n
const plainUsdtForMdx = router.encodeFunctionData('swapExactTokensForTokens', [
  10n * E18,
  USDT_FOR_MDX_MIN_OUT,
  usdtMdxPath,
  ACCOUNT,
  DEADLINE,
])
const feeUsdtForMdx = router.encodeFunctionData('swapExactTokensForTokensSupportingFeeOnTransferTokens', [
  10n * E18,
  USDT_FOR_MDX_MIN_OUT,
  usdtMdxPath,
  ACCOUNT,
  DEADLINE,
])

describe('SwapService.swap', () => {
  it('estimates exact-in token → token as the plain call then its fee-on-transfer form, and sends the plain one with 10% gas margin', async () => {
    const { swaps, gas, submitter } = service()
    gas.outcomes.set(plainUsdtForMdx, { kind: 'estimated', gas: 123_457n })
    const sent = await swaps.swap(order(usdtForMdx))
    expect(gas.asked).toEqual([
      { from: ACCOUNT, to: hecoConfig.routerAddress, data: plainUsdtForMdx, value: 0n },
      { from: ACCOUNT, to: hecoConfig.routerAddress, data: feeUsdtForMdx, value: 0n },
    ])
    expect(submitter.submitted).toEqual([
      {
        chainId: 128,
        request: { to: hecoConfig.routerAddress, data: plainUsdtForMdx, value: 0n, gasLimit: 135_802n },
        tracked: {
          summary: { kind: 'swap', inputAmount: '10', inputSymbol: 'USDT', outputAmount: '9.871', outputSymbol: 'MDX' },
        },
      },
    ])
    expect(sent).toEqual({ hash: `0x${'0'.repeat(63)}1`, methodName: 'swapExactTokensForTokens' })
  })

  it('falls back to the fee-on-transfer method when the plain one reverts and the second estimates', async () => {
    const { swaps, gas, submitter } = service()
    gas.outcomes.set(plainUsdtForMdx, { kind: 'reverted', reason: 'InsufficientOutputAmount' })
    gas.outcomes.set(feeUsdtForMdx, { kind: 'estimated', gas: 200_000n })
    const sent = await swaps.swap(order(usdtForMdx))
    expect(sent.methodName).toBe('swapExactTokensForTokensSupportingFeeOnTransferTokens')
    expect(submitter.submitted.map(({ request }) => [request.data, request.gasLimit])).toEqual([
      [feeUsdtForMdx, 220_000n],
    ])
  })

  it('sends the router the deadline from the clock plus the deadline setting, and the recipient, as call arguments', async () => {
    const { swaps, submitter, clock } = service()
    await clock.advance(60_000)
    await swaps.swap(order(usdtForMdx, { recipient: OTHER.toLowerCase(), deadlineSeconds: 600 }))
    expect(decoded(submitter.submitted[0]!.request.data)).toEqual({
      name: 'swapExactTokensForTokens',
      args: [10n * E18, USDT_FOR_MDX_MIN_OUT, usdtMdxPath.map(checksum), OTHER, 1_700_000_660n],
    })
  })

  it('counts the deadline from the latest block when the chain runs ahead of the clock (a devnet moved 2 days on)', async () => {
    const { swaps, submitter, blocks } = service()
    blocks.times.set(128, Number(DEADLINE) - 1200 + 2 * 86_400)
    await swaps.swap(order(usdtForMdx, { deadlineSeconds: 600 }))
    expect(decoded(submitter.submitted[0]!.request.data).args?.[4]).toBe(DEADLINE - 600n + 2n * 86_400n)
  })

  it('sends the native coin as value for swapExactETHForTokens (native in)', async () => {
    const { swaps, gas, submitter } = service()
    const sent = await swaps.swap(order(htForUsdt))
    expect(gas.asked.map(({ data, value }) => [decoded(data).name, value])).toEqual([
      ['swapExactETHForTokens', E18],
      ['swapExactETHForTokensSupportingFeeOnTransferTokens', E18],
    ])
    expect(sent.methodName).toBe('swapExactETHForTokens')
    const { request, tracked } = submitter.submitted[0]!
    expect(request.value).toBe(E18)
    expect(decoded(request.data).args).toEqual([
      9_910_517_224_277_643_944n,
      [checksum(hecoWht.address), checksum(hecoUsdt.address)],
      ACCOUNT,
      DEADLINE,
    ])
    expect(tracked.summary).toEqual({
      kind: 'swap',
      inputAmount: '1',
      inputSymbol: 'HT',
      outputAmount: '9.96',
      outputSymbol: 'USDT',
    })
  })

  it('sends no value for swapExactTokensForETH (native out)', async () => {
    const { swaps, gas, submitter } = service()
    const sent = await swaps.swap(order(usdtForHt))
    expect(gas.asked.map(({ data, value }) => [decoded(data).name, value])).toEqual([
      ['swapExactTokensForETH', 0n],
      ['swapExactTokensForETHSupportingFeeOnTransferTokens', 0n],
    ])
    expect(sent.methodName).toBe('swapExactTokensForETH')
    expect(submitter.submitted[0]!.request.value).toBe(0n)
    expect(decoded(submitter.submitted[0]!.request.data).args).toEqual([
      100n * E18,
      9_822_468_003_950_858_694n,
      [checksum(hecoUsdt.address), checksum(hecoWht.address)],
      ACCOUNT,
      DEADLINE,
    ])
  })

  it('tries exact-out as its one method, swapTokensForExactTokens, with the maximum in at the slippage', async () => {
    const { swaps, gas, submitter } = service()
    const sent = await swaps.swap(order(usdtForFiveMdx))
    expect(gas.asked.map(({ data }) => decoded(data).name)).toEqual(['swapTokensForExactTokens'])
    expect(sent.methodName).toBe('swapTokensForExactTokens')
    expect(decoded(submitter.submitted[0]!.request.data).args).toEqual([
      5n * E18,
      5_065_447_599_078_642_965n,
      usdtMdxPath.map(checksum),
      ACCOUNT,
      DEADLINE,
    ])
    expect(submitter.submitted[0]!.tracked.summary).toEqual({
      kind: 'swap',
      inputAmount: '5.04',
      inputSymbol: 'USDT',
      outputAmount: '5',
      outputSymbol: 'MDX',
    })
  })

  it('sends the maximum in as value for swapETHForExactTokens (native in, exact out)', async () => {
    const { swaps, submitter } = service()
    const sent = await swaps.swap(order(htForTenUsdt))
    expect(sent.methodName).toBe('swapETHForExactTokens')
    const { request } = submitter.submitted[0]!
    expect(request.value).toBe(1_009_033_105_321_971_922n)
    expect(decoded(request.data).args).toEqual([
      10n * E18,
      [checksum(hecoWht.address), checksum(hecoUsdt.address)],
      ACCOUNT,
      DEADLINE,
    ])
  })

  it('has no fallback for exact out: its one method reverting fails the swap', async () => {
    const { swaps, gas, submitter } = service()
    gas.estimate = async (_chainId, transaction) => {
      gas.asked.push(transaction)
      return { kind: 'reverted', reason: 'ExcessiveInputAmount()' }
    }
    await expect(swaps.swap(order(usdtForFiveMdx))).rejects.toBeInstanceOf(PriceMovementError)
    expect(gas.asked).toHaveLength(1)
    expect(submitter.submitted).toEqual([])
  })

  it.each([
    ['the account in other case', ACCOUNT.toLowerCase(), undefined],
    ['another address', OTHER, OTHER],
  ])('records a recipient in the summary only when it differs from the account: %s', async (_, recipient, shown) => {
    const { swaps, submitter } = service()
    await swaps.swap(order(usdtForMdx, { recipient }))
    const summary = submitter.submitted[0]!.tracked.summary
    expect('recipient' in summary).toBe(shown !== undefined)
    expect(summary).toEqual({
      kind: 'swap',
      inputAmount: '10',
      inputSymbol: 'USDT',
      outputAmount: '9.871',
      outputSymbol: 'MDX',
      ...(shown ? { recipient: shown } : {}),
    })
  })

  const failures: [string, GasEstimateOutcome, new (...args: never[]) => FomoError, string][] = [
    [
      'a slippage revert',
      { kind: 'reverted', reason: 'FomoRouter: INSUFFICIENT_OUTPUT_AMOUNT' },
      PriceMovementError,
      'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
    ],
    [
      'another revert',
      { kind: 'reverted', reason: 'TransferHelper: TRANSFER_FROM_FAILED' },
      CallRevertedError,
      'The transaction cannot succeed due to error: TransferHelper: TRANSFER_FROM_FAILED. This is probably an issue with one of the tokens you are swapping.',
    ],
    [
      'a deadline behind the chain’s time',
      { kind: 'reverted', reason: 'Expired()' },
      DeadlinePassedError,
      "The transaction's deadline has passed: the chain's time is already beyond it. Send it again, or set a longer transaction deadline in the settings.",
    ],
    [
      'a failed estimate whose simulation succeeds',
      { kind: 'simulationSucceeded' },
      UnexpectedGasEstimateError,
      'Unexpected issue with estimating the gas. Please try again.',
    ],
  ]
  it.each(failures)('throws for %s on every variant and sends nothing', async (_, outcome, type, message) => {
    const { swaps, gas, submitter } = service()
    gas.outcomes.set(plainUsdtForMdx, outcome)
    gas.outcomes.set(feeUsdtForMdx, outcome)
    const error = await swaps.swap(order(usdtForMdx)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(type)
    expect((error as Error).message).toBe(message)
    expect(gas.asked).toHaveLength(2)
    expect(submitter.submitted).toEqual([])
  })

  it('reports the last variant’s failure when none estimates', async () => {
    const { swaps, gas } = service()
    gas.outcomes.set(plainUsdtForMdx, { kind: 'reverted', reason: 'InsufficientOutputAmount' })
    gas.outcomes.set(feeUsdtForMdx, { kind: 'reverted', reason: 'K' })
    await expect(swaps.swap(order(usdtForMdx))).rejects.toThrow(new CallRevertedError('K').message)
  })

  it('refuses a trade it cannot express as router calls with MissingDependenciesError, its cause kept, estimating nothing', async () => {
    const { swaps, gas, submitter } = service()
    const error = await swaps.swap(order(usdtForMdx, { recipient: '0x123' })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingDependenciesError)
    expect((error as Error).message).toBe('Missing dependencies')
    expect((error as Error).cause).toBeInstanceOf(InvalidAddressError)
    expect(gas.asked).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it.each([
    ['code 4001', { code: 4001, message: 'User denied transaction signature' }],
    ['ethers ACTION_REJECTED', { code: 'ACTION_REJECTED', message: 'user rejected action' }],
    ['a nested 4001', { code: -32603, message: 'Internal error', error: { code: 4001 } }],
  ])("turns the wallet's rejection (%s) into 'Transaction rejected.'", async (_, rejection) => {
    const { swaps, submitter } = service()
    submitter.failWith = rejection
    const error = await swaps.swap(order(usdtForMdx)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect((error as Error).message).toBe('Transaction rejected.')
    expect((error as Error).cause).toBe(rejection)
  })

  it("turns another wallet or node error into 'Swap failed: {message}', the original as cause", async () => {
    const { swaps, submitter } = service()
    const failure = { code: -32000, message: 'insufficient funds for gas * price + value' }
    submitter.failWith = failure
    const error = await swaps.swap(order(usdtForMdx)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwapFailedError)
    expect((error as Error).message).toBe('Swap failed: insufficient funds for gas * price + value')
    expect((error as Error).cause).toBe(failure)
  })

  it('lets a FomoError from the submitter through unchanged', async () => {
    const { swaps, submitter } = service()
    const reverted = new FomoError('Transaction reverted in block 7')
    submitter.failWith = reverted
    await expect(swaps.swap(order(usdtForMdx))).rejects.toBe(reverted)
  })
})

describe('SwapService.wrap', () => {
  it('wraps with deposit() carrying the amount as value, recorded as a wrap', async () => {
    const { swaps, submitter } = service()
    await swaps.wrap({
      config: hecoConfig,
      direction: 'wrap',
      amount: { currency: hecoHt, raw: 1_500_000_000_000_000_000n },
    })
    expect(submitter.submitted).toStrictEqual([
      {
        chainId: 128,
        request: { to: hecoWht.address, data: wht.encodeFunctionData('deposit'), value: 1_500_000_000_000_000_000n },
        tracked: { summary: { kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' } },
      },
    ])
  })

  it('unwraps with withdraw(amount) and no value, recorded as an unwrap', async () => {
    const { swaps, submitter } = service()
    await swaps.wrap({ config: hecoConfig, direction: 'unwrap', amount: { currency: hecoWht, raw: 2n * E18 + 1n } })
    expect(submitter.submitted).toStrictEqual([
      {
        chainId: 128,
        request: { to: hecoWht.address, data: wht.encodeFunctionData('withdraw', [2n * E18 + 1n]) },
        tracked: { summary: { kind: 'unwrap', amount: '2.000000000000000001', from: 'WHT', to: 'HT' } },
      },
    ])
  })

  it('reports a rejection in the wallet as for a swap', async () => {
    const { swaps, submitter } = service()
    submitter.failWith = { code: 4001 }
    await expect(
      swaps.wrap({ config: hecoConfig, direction: 'wrap', amount: { currency: hecoHt, raw: E18 } }),
    ).rejects.toBeInstanceOf(TransactionRejectedError)
  })
})

describe('SwapService.send', () => {
  it('sends the native coin as a plain transfer of value to the recipient', async () => {
    const { swaps, submitter } = service()
    await swaps.send({ chainId: 128, amount: { currency: hecoHt, raw: 25n * 10n ** 16n }, recipient: OTHER })
    expect(submitter.submitted).toStrictEqual([
      {
        chainId: 128,
        request: { to: OTHER, value: 25n * 10n ** 16n },
        tracked: { summary: { kind: 'send', amount: '0.25', symbol: 'HT', recipient: OTHER } },
      },
    ])
  })

  it('sends a token with its transfer(recipient, amount), no value', async () => {
    const { swaps, submitter } = service()
    await swaps.send({
      chainId: 128,
      amount: { currency: hecoUsdt, raw: 1_234_500_000_000_000_000_000n },
      recipient: OTHER,
    })
    expect(submitter.submitted).toStrictEqual([
      {
        chainId: 128,
        request: {
          to: hecoUsdt.address,
          data: erc20.encodeFunctionData('transfer', [OTHER, 1_234_500_000_000_000_000_000n]),
        },
        tracked: { summary: { kind: 'send', amount: '1234.5', symbol: 'USDT', recipient: OTHER } },
      },
    ])
  })

  it("reports another failure as 'Swap failed: {message}'", async () => {
    const { swaps, submitter } = service()
    submitter.failWith = new Error('nonce too low')
    await expect(swaps.send({ chainId: 128, amount: { currency: hecoHt, raw: 1n }, recipient: OTHER })).rejects.toThrow(
      'Swap failed: nonce too low',
    )
  })
})

describe('SwapService: recipients and currencies that lose the tokens', () => {
  const ZERO = `0x${'0'.repeat(40)}`
  const CONTRACT = '0x00000000000000000000000000000000000000cc'
  const usdt = (raw: bigint) => ({ currency: hecoUsdt, raw })

  it('refuses to send to the zero address, sending nothing, and says how to insist when the driver gives a hint', async () => {
    const { swaps, submitter } = service()
    await expect(swaps.send({ chainId: 128, amount: usdt(E18), recipient: ZERO })).rejects.toThrow(RiskyRecipientError)
    await expect(
      swaps.send({
        chainId: 128,
        amount: usdt(E18),
        recipient: ZERO,
        recipientOverride: { force: false, hint: 'pass --force' },
      }),
    ).rejects.toThrow(
      `Recipient ${ZERO} is the zero address: tokens sent there are burned. Check the address, or pass --force to send anyway.`,
    )
    expect(submitter.submitted).toStrictEqual([])
  })

  it('refuses a contract as recipient of a send or of a swap’s output, unless forced', async () => {
    const { swaps, submitter, code } = service()
    code.contracts.add(CONTRACT.toLowerCase())
    await expect(swaps.send({ chainId: 128, amount: usdt(E18), recipient: CONTRACT })).rejects.toMatchObject({
      name: 'RiskyRecipientError',
      details: { recipient: CONTRACT, risk: 'contract' },
    })
    await expect(swaps.swap(order(usdtForMdx, { recipient: CONTRACT }))).rejects.toThrow(RiskyRecipientError)
    expect(submitter.submitted).toStrictEqual([])
    await swaps.send({ chainId: 128, amount: usdt(E18), recipient: CONTRACT, recipientOverride: { force: true } })
    expect(submitter.submitted).toHaveLength(1)
  })

  it('does not look up code for the account paying itself, and pays an account that has no code', async () => {
    const { swaps, submitter, code } = service()
    await swaps.swap(order(usdtForMdx))
    expect(code.queries).toStrictEqual([])
    await swaps.send({ chainId: 128, amount: usdt(E18), recipient: OTHER })
    expect(code.queries).toStrictEqual([OTHER])
    expect(submitter.submitted).toHaveLength(2)
  })

  it('refuses a trade from a currency to itself (a cycle that only pays fees), estimating nothing', async () => {
    const { swaps, gas, submitter } = service()
    const cycle = { ...usdtForMdx, outputAmount: { ...usdtForMdx.outputAmount, currency: hecoUsdt } } as Trade
    await expect(swaps.swap(order(cycle))).rejects.toThrow(new IdenticalCurrenciesError('USDT'))
    await expect(swaps.swap(order(cycle))).rejects.toThrow('Cannot swap USDT for USDT: pick two different tokens.')
    expect(gas.asked).toStrictEqual([])
    expect(submitter.submitted).toStrictEqual([])
  })
})
