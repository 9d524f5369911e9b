import { describe, expect, it } from 'vitest'
import { FomoInvestment__factory } from '../../../src/adapters/contracts/generated'
import { createToken } from '../../../src/domain/currency/createToken'
import { NothingReleasedError } from '../../../src/domain/errors/NothingReleasedError'
import { VoucherMismatchError } from '../../../src/domain/errors/VoucherMismatchError'
import { WrongExchangeChainError } from '../../../src/domain/errors/WrongExchangeChainError'
import { ExchangeService } from '../../../src/domain/exchange/ExchangeService'
import { ReleaseWithdrawAction, type ReleaseWithdrawOrder } from '../../../src/domain/release/ReleaseWithdrawAction'
import type { SignedReleaseVoucher } from '../../../src/domain/release/releaseVoucher'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'

const E18 = 10n ** 18n
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const PAYER = `0x${'f2'.padStart(40, '0')}`
const HJW = createToken({ chainId: 56, address: `0x${'e1'.padStart(40, '0')}`, decimals: 18, symbol: 'HJW' })
const OTHER = createToken({ chainId: 56, address: `0x${'e2'.padStart(40, '0')}`, decimals: 18, symbol: 'OTHER' })
const VOUCHER: SignedReleaseVoucher = {
  chainId: 56,
  contract: PAYER,
  account: ACCOUNT,
  historicalWithdrawalNumber: 1,
  token: HJW.address.toLowerCase(),
  amount: 60n * E18,
  deadline: 1_900_000_000,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`,
}

/** The server signs `voucher` (or refuses with `refusal`); the wallet is on chain 56 unless the order says otherwise. */
function setUp(voucher: SignedReleaseVoucher = VOUCHER, refusal?: Error) {
  const asked: string[] = []
  const releases = {
    releaseWithdrawal: async (account: string) => {
      asked.push(account)
      if (refusal) throw refusal
      return voucher
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const clocks = { clock: new ManualClock(), blocks: new ManualBlockTime() }
  const exchange = new ExchangeService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    clocks,
    new InMemoryAccountCode(),
  )
  const order = (overrides: Partial<ReleaseWithdrawOrder> = {}): ReleaseWithdrawOrder => ({
    account: ACCOUNT,
    chainId: 56,
    contract: PAYER,
    tokenOf: (address) => (address === HJW.address.toLowerCase() ? HJW : undefined),
    ...overrides,
  })
  return { submitter, asked, order, action: new ReleaseWithdrawAction(releases, exchange) }
}

describe('ReleaseWithdrawAction', () => {
  it('asks the server for the signed withdrawal without sending, then sends withdrawalToken from the chain that pays', async () => {
    const { action, submitter, asked, order } = setUp()
    const prepared = await action.prepare(order({ account: ACCOUNT.toUpperCase().replace('0X', '0x') }))
    expect(asked).toEqual([ACCOUNT]) // asked by the lowercase address, as the server keys its ledgers
    expect(prepared.token).toBe(HJW)
    expect(submitter.submitted).toHaveLength(0)
    await action.withdraw(prepared)
    const [sent] = submitter.submitted
    expect([sent?.chainId, sent?.request.to, sent?.tracked.summary]).toEqual([
      56,
      PAYER,
      { kind: 'withdrawRelease', amount: '60', symbol: 'HJW' },
    ])
    const call = FomoInvestment__factory.createInterface().parseTransaction({ data: sent?.request.data ?? '' })
    expect([call?.name, call?.args[0], call?.args[2]]).toEqual(['withdrawalToken', 1n, 60n * E18])
  })

  it('shows a token the driver does not list by its address', async () => {
    const { action, order } = setUp()
    const prepared = await action.prepare(order({ tokenOf: () => undefined }))
    expect([prepared.token.symbol, prepared.token.decimals]).toEqual([HJW.address.toLowerCase(), 18])
  })

  const refusals: [string, SignedReleaseVoucher, Partial<ReleaseWithdrawOrder>, unknown][] = [
    ['off the chain that pays it', VOUCHER, { chainId: 128 }, WrongExchangeChainError],
    ['another account’s withdrawal', { ...VOUCHER, account: PAYER }, {}, VoucherMismatchError],
    ['another token than the release’s', VOUCHER, { token: OTHER }, VoucherMismatchError],
    ['a withdrawal for another contract than the chain’s', { ...VOUCHER, contract: ACCOUNT }, {}, VoucherMismatchError],
    [
      'a withdrawal on a chain whose record names no investment contract',
      VOUCHER,
      { contract: undefined },
      VoucherMismatchError,
    ],
    ['an empty withdrawal', { ...VOUCHER, amount: 0n }, {}, NothingReleasedError],
  ]
  it.each(refusals)('refuses %s in prepare, sending nothing', async (_, voucher, overrides, error) => {
    const { action, submitter, order } = setUp(voucher)
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('passes the server’s refusal on, sending nothing', async () => {
    const refusal = new Error('Nothing released yet')
    const { action, submitter, order } = setUp(VOUCHER, refusal)
    await expect(action.prepare(order())).rejects.toBe(refusal)
    expect(submitter.submitted).toHaveLength(0)
  })
})
