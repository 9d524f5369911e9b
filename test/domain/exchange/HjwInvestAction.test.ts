import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../src/domain/currency/createToken'
import { ExchangeAmountRequiredError } from '../../../src/domain/errors/ExchangeAmountRequiredError'
import { ExchangeClosedError } from '../../../src/domain/errors/ExchangeClosedError'
import { ExchangeExceedsBalanceError } from '../../../src/domain/errors/ExchangeExceedsBalanceError'
import { WrongExchangeChainError } from '../../../src/domain/errors/WrongExchangeChainError'
import { ExchangeService } from '../../../src/domain/exchange/ExchangeService'
import { HjwInvestAction, type HjwInvestOrder } from '../../../src/domain/exchange/HjwInvestAction'
import type { InvestmentReads } from '../../../src/ports/InvestmentReads'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const INVESTMENT = `0x${'a'.repeat(40)}`
const HJW = createToken({ chainId: 128, address: `0x${'e4'.padStart(40, '0')}`, decimals: 18, symbol: 'HJW' })
const CLOSE = 1_900_000_000

/** The investment contract on chain 128 closing at CLOSE, the chain `secondsLeft` before it; the account holds 10 HJW. */
function setUp(secondsLeft = 100, allowance = 0n) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, HJW, 10n * E18)
  const asked: string[] = []
  const investments: InvestmentReads = {
    termsOf: async (chainId, contract) => {
      asked.push(`${chainId}:${contract}`)
      return { closeTime: CLOSE, now: CLOSE - secondsLeft }
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  allowances.allowances.set(`${HJW.address}:${ACCOUNT}:${INVESTMENT}`.toLowerCase(), allowance)
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const clocks = { clock: new ManualClock(), blocks: new ManualBlockTime() }
  const exchange = new ExchangeService(abiCalls, gas, submitter, clocks, new InMemoryAccountCode())
  const order = (overrides: Partial<HjwInvestOrder> = {}): HjwInvestOrder => ({
    target: { chainId: 128, contract: INVESTMENT, account: ACCOUNT },
    token: HJW,
    investmentChainId: 128,
    amount: '4',
    ...overrides,
  })
  return { submitter, asked, order, action: new HjwInvestAction(reads, investments, approval, exchange) }
}

describe('HjwInvestAction', () => {
  it('reads the close and the balance without sending, then approves the contract and invests', async () => {
    const { action, submitter, asked, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({ amount: 4n * E18, balance: 10n * E18, closeTime: CLOSE, now: CLOSE - 100 })
    expect(asked).toEqual([`128:${INVESTMENT}`])
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(order(), prepared)
    expect(sent.approval).toBeDefined()
    expect(submitter.submitted.map((s) => [s.request.to.toLowerCase(), s.tracked.summary.kind])).toEqual([
      [HJW.address.toLowerCase(), 'approve'],
      [INVESTMENT, 'investHjw'],
    ])
  })

  it('invests at once when the contract may already move the amount', async () => {
    const { action, submitter, order } = setUp(100, 4n * E18)
    expect((await action.send(order(), await action.prepare(order()))).approval).toBeUndefined()
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['investHjw'])
  })

  it('refuses another chain before reading anything', async () => {
    const { action, submitter, asked, order } = setUp()
    const elsewhere = order({ target: { chainId: 56, contract: INVESTMENT, account: ACCOUNT } })
    await expect(action.prepare(elsewhere)).rejects.toBeInstanceOf(WrongExchangeChainError)
    expect(asked).toEqual([])
    expect(submitter.submitted).toHaveLength(0)
  })

  const refusals: [string, number, Partial<HjwInvestOrder>, unknown][] = [
    ['a closed exchange (the chain’s time at the close)', 0, {}, ExchangeClosedError],
    ['an empty amount', 100, { amount: '' }, ExchangeAmountRequiredError],
    ['an amount above the balance', 100, { amount: '10.000000000000000001' }, ExchangeExceedsBalanceError],
  ]
  it.each(refusals)('refuses %s in prepare, before any approval', async (_, secondsLeft, overrides, error) => {
    const { action, submitter, order } = setUp(secondsLeft)
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })
})
