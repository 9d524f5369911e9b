import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { AmountRequiredError } from '../../../src/domain/errors/AmountRequiredError'
import { InputRejectedError } from '../../../src/domain/errors/InputRejectedError'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { SendAction, type SendOrder } from '../../../src/domain/swap/SendAction'
import { SwapService } from '../../../src/domain/swap/SwapService'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoHt } from '../support/fixtures'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const BOB = '0x00000000000000000000000000000000000000b0'
const CONTRACT = '0x00000000000000000000000000000000000000c0'
const ZERO = '0x0000000000000000000000000000000000000000'
const AURA = createToken({
  chainId: 128,
  address: '0x00000000000000000000000000000000000000a0',
  decimals: 18,
  symbol: 'AURA',
})

/** An account holding 5 HT and 3 AURA; CONTRACT holds code. */
function setUp() {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, hecoHt, 5n * E18)
  reads.setBalance(128, ACCOUNT, AURA, 3n * E18)
  const code = new InMemoryAccountCode()
  code.contracts.add(CONTRACT)
  const submitter = new InMemoryTransactionSubmitter()
  const swaps = new SwapService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    new ManualClock(1_700_000_000_000),
    code,
    new ManualBlockTime(),
  )
  const order = (overrides: Partial<SendOrder> = {}): SendOrder => ({
    chainId: 128,
    account: ACCOUNT,
    currency: AURA,
    amount: '1.5',
    recipient: BOB,
    ...overrides,
  })
  return { submitter, order, code, action: new SendAction(reads, swaps) }
}

describe('SendAction', () => {
  it('sends a token: transfer(recipient, amount) on the token, after every check', async () => {
    const { action, submitter, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toEqual({ amount: { currency: AURA, raw: 15n * 10n ** 17n } })
    expect(submitter.submitted).toHaveLength(0)
    await action.send(order(), prepared)
    const [sent] = submitter.submitted
    expect(sent?.request.to).toBe(AURA.address)
    expect(sent?.request.value).toBeUndefined()
    expect(sent?.tracked.summary).toEqual({ kind: 'send', amount: '1.5', symbol: 'AURA', recipient: BOB })
  })

  it('sends the native coin as the value of a plain transfer, checked against the coin balance', async () => {
    const { action, submitter, order } = setUp()
    const native = order({ currency: hecoHt, amount: '5' })
    await action.send(native, await action.prepare(native))
    expect(submitter.submitted[0]?.request).toMatchObject({ to: BOB, value: 5n * E18 })
    await expect(action.prepare(order({ currency: hecoHt, amount: '5.000000000000000001' }))).rejects.toThrow(
      'Insufficient HT balance',
    )
  })

  it('leaves the balance to the chain when its read failed', async () => {
    const { action, order } = setUp()
    const unread = order({ account: '0x00000000000000000000000000000000000000aA', amount: '50' })
    await expect(action.prepare(unread)).resolves.toMatchObject({ amount: { raw: 50n * E18 } })
  })

  it('pays the zero address or a contract only when the order insists', async () => {
    const { action, submitter, order } = setUp()
    const forced = order({ recipient: CONTRACT, recipientOverride: { force: true } })
    await action.send(forced, await action.prepare(forced))
    expect(submitter.submitted).toHaveLength(1)
  })

  it('pays the sender’s own address though it holds code (a smart or delegated wallet), as swap does', async () => {
    const { action, submitter, order, code } = setUp()
    code.contracts.add(ACCOUNT.toLowerCase())
    const own = order({ recipient: ACCOUNT })
    await action.send(own, await action.prepare(own))
    expect(submitter.submitted).toHaveLength(1)
  })

  const refusals: [string, Partial<SendOrder>, unknown, string][] = [
    ['an empty amount', { amount: '' }, AmountRequiredError, 'Enter an amount'],
    ['a zero amount', { amount: '0.0' }, AmountRequiredError, 'a number above 0'],
    ['a malformed amount', { amount: '1.2.3' }, InvalidAmountInputError, 'amount'],
    ['an amount over the balance', { amount: '3.000000000000000001' }, InputRejectedError, 'Insufficient AURA balance'],
    ['the zero address', { recipient: ZERO }, RiskyRecipientError, 'is the zero address'],
    [
      'a contract',
      { recipient: CONTRACT, recipientOverride: { force: false, hint: 'pass --force' } },
      RiskyRecipientError,
      'pass --force',
    ],
  ]
  it.each(refusals)('refuses %s in prepare: a refusal sends nothing', async (_, overrides, error, message) => {
    const { action, submitter, order } = setUp()
    const refused = action.prepare(order(overrides))
    await expect(refused).rejects.toBeInstanceOf(error)
    await expect(refused).rejects.toThrow(message)
    expect(submitter.submitted).toHaveLength(0)
  })
})
