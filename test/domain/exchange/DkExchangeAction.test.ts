import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../src/domain/currency/createToken'
import type { Token } from '../../../src/domain/currency/Token'
import { BelowExchangeMinimumError } from '../../../src/domain/errors/BelowExchangeMinimumError'
import { ExchangeAmountRequiredError } from '../../../src/domain/errors/ExchangeAmountRequiredError'
import { ExchangeExceedsBalanceError } from '../../../src/domain/errors/ExchangeExceedsBalanceError'
import { ExchangeRecipientRequiredError } from '../../../src/domain/errors/ExchangeRecipientRequiredError'
import { InvalidRecipientError } from '../../../src/domain/errors/InvalidRecipientError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { DkExchangeAction, type DkExchangeOrder } from '../../../src/domain/exchange/DkExchangeAction'
import { ExchangeService } from '../../../src/domain/exchange/ExchangeService'
import type { DkConverterTerms } from '../../../src/ports/ExchangeChainReads'
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
const RECIPIENT = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CONVERTER = `0x${'c1'.padStart(40, '0')}`
/** A contract the node reports code at (neither the converter nor one of its tokens). */
const CONTRACT = `0x${'c3'.padStart(40, '0')}`
const token = (symbol: string, last: string): Token =>
  createToken({ chainId: 128, address: `0x${last.padStart(40, '0')}`, decimals: 18, symbol })
const [DK, DK2] = [token('DK', 'd1'), token('DK2', 'd2')]
const TERMS: DkConverterTerms = {
  // lowercase, as the chain adapter answers
  dk: DK.address.toLowerCase(),
  dk2: DK2.address.toLowerCase(),
  baseNumber: 10n ** 8n,
  feeBps: 50,
  minimumDk: 10n ** 8n * E18,
  minimumDk2: E18,
}

/** The converter on chain 128 at TERMS; the account holds 10^9 DK and 3 DK2, the converter may move `allowance` DK. */
function setUp(allowance = 0n) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, DK, 10n ** 9n * E18)
  reads.setBalance(128, ACCOUNT, DK2, 3n * E18)
  const asked: string[] = []
  const terms = {
    dkConverterTerms: async (chainId: number, converter: string) => {
      asked.push(`${chainId}:${converter}`)
      return TERMS
    },
  }
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  allowances.allowances.set(`${DK.address}:${ACCOUNT}:${CONVERTER}`.toLowerCase(), allowance)
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const code = new InMemoryAccountCode()
  code.contracts.add(CONTRACT)
  const clocks = { clock: new ManualClock(), blocks: new ManualBlockTime() }
  const exchange = new ExchangeService(abiCalls, gas, submitter, clocks, code)
  const order = (overrides: Partial<DkExchangeOrder> = {}): DkExchangeOrder => ({
    target: { chainId: 128, contract: CONVERTER, account: ACCOUNT },
    direction: 'toDk2',
    amount: '200000000',
    recipient: RECIPIENT,
    slippageBips: 50,
    deadlineSeconds: 1200,
    tokenOf: (address) => [DK, DK2].find((known) => known.address.toLowerCase() === address),
    ...overrides,
  })
  return { submitter, asked, order, action: new DkExchangeAction(reads, terms, approval, exchange) }
}

const kinds = (submitter: InMemoryTransactionSubmitter) =>
  submitter.submitted.map((sent) => [sent.request.to.toLowerCase(), sent.tracked.summary.kind])

describe('DkExchangeAction', () => {
  it('reads the converter’s terms and the balance without sending, then approves the converter and exchanges', async () => {
    const { action, submitter, asked, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({
      tokenIn: DK,
      tokenOut: DK2,
      amount: 2n * 10n ** 8n * E18,
      balance: 10n ** 9n * E18,
      recipient: RECIPIENT,
      amountOut: (199n * E18) / 100n, // 0.5 % fee
    })
    expect(asked).toEqual([`128:${CONVERTER}`])
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(prepared)
    expect(sent.approval).toBeDefined()
    expect(kinds(submitter)).toEqual([
      [DK.address.toLowerCase(), 'approve'],
      [CONVERTER, 'convertDk'],
    ])
  })

  it('exchanges at once when the converter may already move the amount', async () => {
    const { action, submitter, order } = setUp(2n * 10n ** 8n * E18)
    expect((await action.send(await action.prepare(order()))).approval).toBeUndefined()
    expect(kinds(submitter)).toEqual([[CONVERTER, 'convertDk']])
  })

  it('converts DK2 back into DK against the DK2 balance and minimum', async () => {
    const { action, order } = setUp()
    const prepared = await action.prepare(order({ direction: 'toDk', amount: '2' }))
    expect(prepared).toMatchObject({ tokenIn: DK2, tokenOut: DK, balance: 3n * E18 })
    await expect(action.prepare(order({ direction: 'toDk', amount: '0.5' }))).rejects.toBeInstanceOf(
      BelowExchangeMinimumError,
    )
  })

  const refusals: [string, Partial<DkExchangeOrder>, unknown][] = [
    ['an empty amount', { amount: '' }, ExchangeAmountRequiredError],
    ['an amount above the balance', { amount: '1000000001' }, ExchangeExceedsBalanceError],
    ['an amount below the minimum', { amount: '99999999' }, BelowExchangeMinimumError],
    ['no recipient', { recipient: ' ' }, ExchangeRecipientRequiredError],
    ['a malformed recipient', { recipient: '0x123' }, InvalidRecipientError],
    // the recipient rule of send and swap (issue 28): the converter's tokens, the converter and any contract
    ['the DK2 token as recipient', { recipient: DK2.address }, RiskyRecipientError],
    ['the converter as recipient', { recipient: CONVERTER }, RiskyRecipientError],
    ['a contract as recipient', { recipient: CONTRACT }, RiskyRecipientError],
  ]
  it.each(refusals)('refuses %s in prepare, before any approval', async (_, overrides, error) => {
    const { action, submitter, order } = setUp()
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('refuses the zero address even when the order insists: the converter reverts on it (ZeroAddress)', async () => {
    const { action, submitter, order } = setUp()
    const zero = order({ recipient: `0x${'0'.repeat(40)}`, recipientOverride: { force: true } })
    await expect(action.prepare(zero)).rejects.toBeInstanceOf(InvalidRecipientError)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('pays a contract when the order insists (--force)', async () => {
    const { action, submitter, order } = setUp()
    const forced = order({ recipient: CONTRACT, recipientOverride: { force: true } })
    await action.send(await action.prepare(forced))
    expect(kinds(submitter).map(([, kind]) => kind)).toEqual(['approve', 'convertDk'])
  })
})
