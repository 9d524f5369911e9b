import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../src/domain/currency/createToken'
import { CapitalTokenNotListedError } from '../../../src/domain/errors/CapitalTokenNotListedError'
import { DepositAmountRequiredError } from '../../../src/domain/errors/DepositAmountRequiredError'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { PledgeExceedsBalanceError } from '../../../src/domain/errors/PledgeExceedsBalanceError'
import { TooManyOpenDepositsError } from '../../../src/domain/errors/TooManyOpenDepositsError'
import { UnknownLockOptionError } from '../../../src/domain/errors/UnknownLockOptionError'
import { CapitalDepositAction, type CapitalDepositOrder } from '../../../src/domain/mining/CapitalDepositAction'
import { MiningService } from '../../../src/domain/mining/MiningService'
import type { CapitalPoolReads, CapitalPoolSnapshot } from '../../../src/ports/CapitalPoolReads'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const POOL = `0x${'c'.repeat(40)}`
const USDT = createToken({ chainId: 128, address: `0x${'e1'.padStart(40, '0')}`, decimals: 18, symbol: 'USDT' })
const NOW = 1_700_000_000
const unmatured = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: BigInt(i + 1),
    amount: E18,
    option: 1,
    termDays: 30,
    unlockAt: NOW + 86_400,
  }))

/** A pool with options 0 (any time) and 1 (30 days) that lists USDT; the account holds 20 USDT, nothing approved. */
function setUp(figures: Partial<CapitalPoolSnapshot['tokens'][number]> = {}, allowance = 0n) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, USDT, 20n * E18)
  const asked: string[] = []
  const pool: CapitalPoolReads = {
    snapshot: async (_chainId, contract, account) => {
      asked.push(`${contract}:${account}`)
      return {
        options: [
          { option: 0, termDays: 0 },
          { option: 1, termDays: 30 },
        ],
        tokens: [{ listed: true, balance: 0n, withdrawable: 0n, free: 0n, deposits: [], ...figures }],
      }
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  allowances.allowances.set(`${USDT.address}:${ACCOUNT}:${POOL}`.toLowerCase(), allowance)
  const blocks = new ManualBlockTime(NOW)
  const mining = new MiningService(abiCalls, gas, submitter, blocks)
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const order = (overrides: Partial<CapitalDepositOrder> = {}): CapitalDepositOrder => ({
    target: { chainId: 128, contract: POOL, account: ACCOUNT },
    token: USDT,
    amount: '10',
    option: 1,
    ...overrides,
  })
  return { submitter, asked, order, action: new CapitalDepositAction(reads, pool, approval, mining) }
}

describe('CapitalDepositAction', () => {
  it('reads the balance and the pool without sending, then approves the pool and deposits under the option', async () => {
    const { action, submitter, asked, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({ amount: 10n * E18, balance: 20n * E18, option: 1, listed: true })
    expect(asked).toEqual([`${POOL}:${ACCOUNT}`])
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(order(), prepared)
    expect(sent.approval).toBeDefined()
    expect(submitter.submitted.map((s) => [s.request.to.toLowerCase(), s.tracked.summary.kind])).toEqual([
      [USDT.address.toLowerCase(), 'approve'],
      [POOL, 'capitalDeposit'],
    ])
  })

  it('deposits at once when the pool may already move the amount', async () => {
    const { action, submitter, order } = setUp({}, 10n * E18)
    const sent = await action.send(order(), await action.prepare(order()))
    expect(sent.approval).toBeUndefined()
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['capitalDeposit'])
  })

  it('takes a fixed term at 100 open deposits once one has matured by the chain’s time (the pool moves it out)', async () => {
    const matured = { id: 101n, amount: E18, option: 1, termDays: 30, unlockAt: NOW - 1 }
    const { action, order } = setUp({ deposits: [...unmatured(99), matured] })
    await expect(action.prepare(order())).resolves.toMatchObject({ amount: 10n * E18 })
  })

  const refusals: [string, Partial<CapitalPoolSnapshot['tokens'][number]>, Partial<CapitalDepositOrder>, unknown][] = [
    ['an empty amount', {}, { amount: '' }, DepositAmountRequiredError],
    ['a malformed amount', {}, { amount: '1.2.3' }, InvalidAmountInputError],
    ['an amount above the balance', {}, { amount: '20.000000000000000001' }, PledgeExceedsBalanceError],
    ['a token the pool does not list', { listed: false }, {}, CapitalTokenNotListedError],
    ['an option the pool does not define', {}, { option: 7 }, UnknownLockOptionError],
    ['a fixed term at 100 unmatured deposits', { deposits: unmatured(100) }, {}, TooManyOpenDepositsError],
  ]
  it.each(refusals)(
    'refuses %s in prepare, before any approval: a refusal sends nothing',
    async (_, figures, overrides, error) => {
      const { action, submitter, order } = setUp(figures)
      await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
      expect(submitter.submitted).toHaveLength(0)
    },
  )

  it('lets an any-time deposit through at 100 unmatured term deposits: it is not a term record', async () => {
    const { action, order } = setUp({ deposits: unmatured(100) })
    await expect(action.prepare(order({ option: 0 }))).resolves.toMatchObject({ option: 0 })
  })
})
