import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { DepositInTermError } from '../../../src/domain/errors/DepositInTermError'
import { NoDepositToWithdrawError } from '../../../src/domain/errors/NoDepositToWithdrawError'
import { CapitalWithdrawAction, type CapitalWithdrawOrder } from '../../../src/domain/mining/CapitalWithdrawAction'
import { MiningService } from '../../../src/domain/mining/MiningService'
import type { CapitalPoolReads, CapitalTokenFigures } from '../../../src/ports/CapitalPoolReads'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const POOL = `0x${'c'.repeat(40)}`
const USDT = createToken({ chainId: 128, address: `0x${'e1'.padStart(40, '0')}`, decimals: 18, symbol: 'USDT' })
const IN_TERM = { id: 1n, amount: 2n * E18, option: 1, termDays: 30, unlockAt: 1_702_600_000 }

/** The pool as read now: USDT's figures (5 withdrawable and one deposit of 2 in its term, unless `figures` says). */
function setUp(figures: Partial<CapitalTokenFigures> = {}) {
  const asked: string[][] = []
  const pool: CapitalPoolReads = {
    snapshot: async (_chainId, _contract, _account, tokens) => {
      asked.push([...tokens])
      const usdt = { listed: true, balance: 7n * E18, withdrawable: 5n * E18, free: 5n * E18, deposits: [IN_TERM] }
      return { options: [{ option: 0, termDays: 0 }], tokens: [{ ...usdt, ...figures }] }
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const mining = new MiningService(abiCalls, new InMemoryGasEstimator(), submitter, new ManualBlockTime())
  const order = (amount: string): CapitalWithdrawOrder => ({
    target: { chainId: 128, contract: POOL, account: ACCOUNT },
    token: USDT,
    amount,
  })
  return { submitter, asked, order, action: new CapitalWithdrawAction(pool, mining) }
}

describe('CapitalWithdrawAction', () => {
  it('reads what the pool lets the account withdraw now, then withdraws the typed amount', async () => {
    const { action, submitter, asked, order } = setUp()
    const prepared = await action.prepare(order('5'))
    expect(prepared).toMatchObject({ amount: 5n * E18, withdrawable: 5n * E18 })
    expect(asked).toEqual([[USDT.address]])
    expect(submitter.submitted).toHaveLength(0)
    await action.withdraw(prepared)
    expect(submitter.submitted.map((s) => [s.request.to, s.tracked.summary.kind])).toEqual([[POOL, 'capitalWithdraw']])
  })

  it.each([
    ['nothing', '', {}, NoDepositToWithdrawError],
    ['more than is withdrawable', '5.000000000000000001', {}, NoDepositToWithdrawError],
    ['anything while every deposit is in its term', '1', { withdrawable: 0n, free: 0n }, DepositInTermError],
  ])('refuses %s in prepare: a refusal sends nothing', async (_, amount, figures, error) => {
    const { action, submitter, order } = setUp(figures)
    await expect(action.prepare(order(amount))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })
})
