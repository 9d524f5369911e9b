import { describe, expect, it } from 'vitest'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { WrapAmountRequiredError } from '../../../src/domain/errors/WrapAmountRequiredError'
import { WrapExceedsBalanceError } from '../../../src/domain/errors/WrapExceedsBalanceError'
import { SwapService } from '../../../src/domain/swap/SwapService'
import { WrapAction, type WrapOrder } from '../../../src/domain/swap/WrapAction'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoConfig, hecoHt } from '../support/fixtures'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const WHT = hecoHt.wrapped

/** An account holding 5 HT and 2 WHT. */
function setUp() {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, hecoHt, 5n * E18)
  reads.setBalance(128, ACCOUNT, WHT, 2n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const swaps = new SwapService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    new ManualClock(1_700_000_000_000),
    new InMemoryAccountCode(),
    new ManualBlockTime(),
  )
  const order = (overrides: Partial<WrapOrder> = {}): WrapOrder => ({
    config: hecoConfig,
    account: ACCOUNT,
    direction: 'wrap',
    amount: '1.5',
    ...overrides,
  })
  return { reads, submitter, order, action: new WrapAction(reads, swaps) }
}

describe('WrapAction', () => {
  it('wraps: deposit on the wrapped-native contract with the amount as value', async () => {
    const { action, submitter, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toEqual({ direction: 'wrap', amount: { currency: hecoHt, raw: 15n * 10n ** 17n } })
    expect(submitter.submitted).toHaveLength(0)
    await action.send(order(), prepared)
    const [sent] = submitter.submitted
    expect(sent?.request).toMatchObject({ to: WHT.address, value: 15n * 10n ** 17n })
    expect(sent?.tracked.summary).toEqual({ kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' })
  })

  it('unwraps: withdraw of the amount, checked against the WHT balance (not the HT one)', async () => {
    const { action, submitter, order } = setUp()
    const unwrap = order({ direction: 'unwrap', amount: '2' })
    await action.send(unwrap, await action.prepare(unwrap))
    const [sent] = submitter.submitted
    expect(sent?.request).toMatchObject({ to: WHT.address })
    expect(sent?.request.value).toBeUndefined()
    expect(sent?.tracked.summary).toEqual({ kind: 'unwrap', amount: '2', from: 'WHT', to: 'HT' })
    await expect(action.prepare(order({ direction: 'unwrap', amount: '3' }))).rejects.toThrow(
      'Insufficient WHT balance: you hold 2 WHT; enter at most that amount.',
    )
  })

  it('leaves the balance to the chain when its read failed', async () => {
    const { action, order } = setUp()
    const unread = order({ account: '0x00000000000000000000000000000000000000aA', amount: '50' })
    await expect(action.prepare(unread)).resolves.toMatchObject({ amount: { raw: 50n * E18 } })
  })

  const refusals: [string, Partial<WrapOrder>, unknown, string][] = [
    ['an empty amount', { amount: '' }, WrapAmountRequiredError, 'Enter an amount: give how much HT to wrap'],
    ['a zero amount', { amount: '0.0' }, WrapAmountRequiredError, 'as a number above 0, e.g. 1.5.'],
    ['a malformed amount', { amount: '1.2.3' }, InvalidAmountInputError, 'amount'],
    ['an amount over the balance', { amount: '5.000000000000000001' }, WrapExceedsBalanceError, 'you hold 5 HT'],
    ['a zero unwrap', { direction: 'unwrap', amount: '0' }, WrapAmountRequiredError, 'how much WHT to unwrap'],
  ]
  it.each(refusals)('refuses %s in prepare: a refusal sends nothing', async (_, overrides, error, message) => {
    const { action, submitter, order } = setUp()
    const refused = action.prepare(order(overrides))
    await expect(refused).rejects.toBeInstanceOf(error)
    await expect(refused).rejects.toThrow(message)
    expect(submitter.submitted).toHaveLength(0)
  })
})
