import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { FomoDkConverter__factory, FomoInvestment__factory } from '../../../src/adapters/contracts/generated'
import type { Token } from '../../../src/domain/currency/Token'
import { BelowExchangeMinimumError } from '../../../src/domain/errors/BelowExchangeMinimumError'
import { ExchangeAmountRequiredError } from '../../../src/domain/errors/ExchangeAmountRequiredError'
import { ExchangeClosedError } from '../../../src/domain/errors/ExchangeClosedError'
import { ExchangeExceedsBalanceError } from '../../../src/domain/errors/ExchangeExceedsBalanceError'
import { ExchangeFailedError } from '../../../src/domain/errors/ExchangeFailedError'
import { ExchangeRecipientRequiredError } from '../../../src/domain/errors/ExchangeRecipientRequiredError'
import { InvalidSlippageError } from '../../../src/domain/errors/InvalidSlippageError'
import { NothingReleasedError } from '../../../src/domain/errors/NothingReleasedError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { WithdrawalFailedError } from '../../../src/domain/errors/WithdrawalFailedError'
import { WrongExchangeChainError } from '../../../src/domain/errors/WrongExchangeChainError'
import { ExchangeService } from '../../../src/domain/exchange/ExchangeService'
import type { SignedReleaseVoucher } from '../../../src/domain/release/releaseVoucher'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const RECIPIENT = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CONVERTER = '0x00000000000000000000000000000000000000c1'
const INVESTMENT = '0x00000000000000000000000000000000000000c2'
/** A contract the node reports code at (neither the converter nor a token of the exchange). */
const CONTRACT = '0x00000000000000000000000000000000000000c3'
const token = (symbol: string, last: string): Token => ({
  kind: 'token',
  chainId: 128,
  address: `0x${'0'.repeat(38)}${last}`,
  decimals: 18,
  symbol,
  name: symbol,
})
const [dk, dk2, hjw] = [token('DK', 'd1'), token('DK2', 'd2'), token('HJW', 'e1')]
const config = { baseNumber: 10n ** 8n, feeBps: 50, minimumDk: 10n ** 8n * E18, minimumDk2: E18 }
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`

/** The chain's latest block (ahead of the device's clock, as on an advanced devnet): deadlines count from it. */
const CHAIN_NOW = 1_800_000_000

function setup() {
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const clocks = { clock: new ManualClock(1_700_000_000_000), blocks: new ManualBlockTime(CHAIN_NOW) }
  const code = new InMemoryAccountCode()
  code.contracts.add(CONTRACT)
  return { gas, submitter, code, exchange: new ExchangeService(abiCalls, gas, submitter, clocks, code) }
}
const decode = (
  iface:
    | ReturnType<typeof FomoInvestment__factory.createInterface>
    | ReturnType<typeof FomoDkConverter__factory.createInterface>,
  data: string,
) => {
  const parsed = iface.parseTransaction({ data })
  return [parsed?.name, parsed?.args.toArray(true)]
}

describe('ExchangeService: the dog-token exchange', () => {
  const convert = {
    target: { chainId: 128, contract: CONVERTER, account: ACCOUNT },
    direction: 'toDk2' as const,
    tokenIn: dk,
    tokenOut: dk2,
    balance: 10n ** 9n * E18,
    recipient: RECIPIENT,
    config,
    slippageBips: 50,
    deadlineSeconds: 1200,
  }

  it('converts with DkToDk2Min: the quote less the slippage tolerance, the deadline from the chain', async () => {
    const { submitter, exchange } = setup()
    await exchange.convertDk({ ...convert, amount: 2n * 10n ** 8n * E18 })
    const [sent] = submitter.submitted
    // 1.99 DK2 quoted at 50 bps of fee; at most 0.5 % less accepted: 1.98005
    expect(decode(FomoDkConverter__factory.createInterface(), sent!.request.data!)).toEqual([
      'DkToDk2Min',
      [2n * 10n ** 8n * E18, getAddress(RECIPIENT), 1_980_050_000_000_000_000n, BigInt(CHAIN_NOW + 1200)],
    ])
    expect(sent).toMatchObject({
      request: { to: CONVERTER, gasLimit: 110_000n },
      tracked: {
        summary: { kind: 'convertDk', amount: '200000000', symbol: 'DK', amountOut: '1.99', symbolOut: 'DK2' },
      },
    })
  })

  it('converts back with Dk2ToDkMin, a zero tolerance asking the quote exactly', async () => {
    const { submitter, exchange } = setup()
    const back = { ...convert, direction: 'toDk' as const, tokenIn: dk2, tokenOut: dk, amount: E18, balance: E18 }
    await exchange.convertDk({ ...back, slippageBips: 0 })
    expect(decode(FomoDkConverter__factory.createInterface(), submitter.submitted[0]!.request.data!)).toEqual([
      'Dk2ToDkMin',
      [E18, getAddress(RECIPIENT), 99_500_000n * E18, BigInt(CHAIN_NOW + 1200)],
    ])
  })

  it.each([
    ['no amount (inputExAm)', { amount: undefined }, ExchangeAmountRequiredError],
    ['above the balance (exMax)', { amount: 10n ** 9n * E18 + 1n }, ExchangeExceedsBalanceError],
    ['under 100000000 DK (minimum1)', { amount: 10n ** 8n * E18 - 1n }, BelowExchangeMinimumError],
    ['no recipient', { amount: 10n ** 8n * E18, recipient: '' }, ExchangeRecipientRequiredError],
    ['a slippage tolerance above 100 %', { amount: 10n ** 8n * E18, slippageBips: 10_001 }, InvalidSlippageError],
    // the recipient rule of send and swap (issue 28): the chain's own tokens, the converter and any contract
    ['the DK2 token as recipient', { amount: 10n ** 8n * E18, recipient: dk2.address }, RiskyRecipientError],
    ['the converter as recipient', { amount: 10n ** 8n * E18, recipient: CONVERTER }, RiskyRecipientError],
    ['a contract as recipient', { amount: 10n ** 8n * E18, recipient: CONTRACT }, RiskyRecipientError],
  ])('refuses %s and sends nothing', async (_name, input, error) => {
    const { gas, submitter, exchange } = setup()
    await expect(exchange.convertDk({ ...convert, ...input })).rejects.toBeInstanceOf(error)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it('pays a contract only when the sender insists, and its own (smart) account always', async () => {
    const { submitter, exchange } = setup()
    const amount = 10n ** 8n * E18
    await expect(exchange.checkDk({ ...convert, amount, recipient: CONTRACT })).rejects.toThrow(
      `Recipient ${CONTRACT} is a contract: tokens sent to a contract that does not expect them are usually lost.`,
    )
    await exchange.convertDk({ ...convert, amount, recipient: CONTRACT, recipientOverride: { force: true } })
    const own = { ...convert, amount, target: { ...convert.target, account: CONTRACT }, recipient: CONTRACT }
    await exchange.convertDk(own)
    expect(submitter.submitted).toHaveLength(2)
  })

  it("says 'Exchange failed' with the contract's reason when the pool cannot pay", async () => {
    const { gas, submitter, exchange } = setup()
    const amount = 10n ** 8n * E18
    const minimum = (amount * 9_950n) / 10_000n / 10n ** 8n // the quote, 1 DK2, less 0.5 %
    const args = [amount, RECIPIENT, (minimum * 9_950n) / 10_000n, CHAIN_NOW + 1200]
    gas.outcomes.set(await abiCalls.encode('dkConverter', 'DkToDk2Min', args), {
      kind: 'reverted',
      reason: 'InsufficientPool',
    })
    await expect(exchange.convertDk({ ...convert, amount })).rejects.toMatchObject({
      name: 'ExchangeFailedError',
      details: { reason: 'InsufficientPool' },
    })
    await expect(exchange.convertDk({ ...convert, amount })).rejects.toBeInstanceOf(ExchangeFailedError)
    expect(submitter.submitted).toEqual([])
  })
})

describe('ExchangeService: the HJW exchange', () => {
  const invest = {
    target: { chainId: 128, contract: INVESTMENT, account: ACCOUNT },
    token: hjw,
    chainId: 128,
    investmentChainId: 128,
    now: 1_000,
    closeTime: 2_000,
    balance: 50n * E18,
  }

  it('invests with investment(token, amount)', async () => {
    const { submitter, exchange } = setup()
    await exchange.investHjw({ ...invest, amount: 5n * E18 })
    const [sent] = submitter.submitted
    expect(decode(FomoInvestment__factory.createInterface(), sent!.request.data!)).toEqual([
      'investment',
      [getAddress(hjw.address), 5n * E18],
    ])
    expect(sent?.tracked).toEqual({ summary: { kind: 'investHjw', amount: '5', symbol: 'HJW' } })
  })

  it.each([
    ['on another chain (goToHecoEx)', { chainId: 56, amount: undefined }, WrongExchangeChainError],
    ['at the close time (closeExchange)', { now: 2_000, amount: undefined }, ExchangeClosedError],
    ['without an amount (inputExAm)', { amount: 0n }, ExchangeAmountRequiredError],
    ['above the balance (exMax)', { amount: 50n * E18 + 1n }, ExchangeExceedsBalanceError],
  ])('refuses to invest %s, in that order, and sends nothing', async (_name, input, error) => {
    const { gas, submitter, exchange } = setup()
    await expect(exchange.investHjw({ ...invest, ...input })).rejects.toBeInstanceOf(error)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it("names the spec's texts for the wrong chain", () => {
    const { exchange } = setup()
    expect(() => exchange.checkInvestment({ ...invest, chainId: 56, amount: E18 })).toThrow(
      'Please go to HECO chain exchange',
    )
  })
})

describe('ExchangeService: the release withdrawal', () => {
  const voucher: SignedReleaseVoucher = {
    chainId: 56,
    contract: INVESTMENT,
    account: ACCOUNT,
    historicalWithdrawalNumber: 2,
    token: hjw.address,
    amount: 12n * E18,
    deadline: 1_800_000_600,
    signature: SIGNATURE,
  }

  it('withdraws with withdrawalToken(number, token, amount, deadline, v, r, s) on the withdraw chain', async () => {
    const { submitter, exchange } = setup()
    await exchange.withdrawRelease({ account: ACCOUNT, chainId: 56, voucher, token: hjw, contract: voucher.contract })
    const [sent] = submitter.submitted
    expect(sent).toMatchObject({ chainId: 56, request: { to: INVESTMENT } })
    expect(decode(FomoInvestment__factory.createInterface(), sent!.request.data!)).toEqual([
      'withdrawalToken',
      [2n, getAddress(hjw.address), 12n * E18, 1_800_000_600n, 27n, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`],
    ])
    expect(sent?.tracked).toEqual({ summary: { kind: 'withdrawRelease', amount: '12', symbol: 'HJW' } })
  })

  it.each([
    ['on another chain (goToBscEx)', { chainId: 128 }, WrongExchangeChainError],
    ["another account's withdrawal", { account: RECIPIENT }, VoucherMismatchError],
    ['a withdrawal of another token', { token: dk }, VoucherMismatchError],
    // the wallet would call whatever contract the server named
    ["a withdrawal for another contract than the chain's", { contract: RECIPIENT }, VoucherMismatchError],
    ['a withdrawal on a chain without an investment contract', { contract: undefined }, VoucherMismatchError],
    ['an empty withdrawal', { voucher: { ...voucher, amount: 0n } }, NothingReleasedError],
  ])('refuses %s and sends nothing', async (_name, input, error) => {
    const { gas, submitter, exchange } = setup()
    const attempt = exchange.withdrawRelease({
      account: ACCOUNT,
      chainId: 56,
      voucher,
      token: hjw,
      contract: voucher.contract,
      ...input,
    })
    await expect(attempt).rejects.toBeInstanceOf(error)
    expect([gas.asked, submitter.submitted]).toEqual([[], []])
  })

  it("says 'Withdrawal failed' with the reason when the number was already used", async () => {
    const { gas, exchange } = setup()
    const data = await abiCalls.encode('investment', 'withdrawalToken', [
      2,
      hjw.address,
      12n * E18,
      1_800_000_600,
      27,
      `0x${'11'.repeat(32)}`,
      `0x${'22'.repeat(32)}`,
    ])
    gas.outcomes.set(data, { kind: 'reverted', reason: 'WrongWithdrawalNumber(3)' })
    await expect(
      exchange.withdrawRelease({ account: ACCOUNT, chainId: 56, voucher, token: hjw, contract: voucher.contract }),
    ).rejects.toMatchObject({
      name: 'WithdrawalFailedError',
      message: 'Withdrawal failed',
      details: { reason: 'WrongWithdrawalNumber(3)' },
    })
    await expect(
      exchange.withdrawRelease({ account: ACCOUNT, chainId: 56, voucher, token: hjw, contract: voucher.contract }),
    ).rejects.toBeInstanceOf(WithdrawalFailedError)
  })
})
