import { describe, expect, it } from 'vitest'
import { FomoLPMining__factory } from '../../../src/adapters/contracts/generated'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../src/domain/currency/createToken'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { PledgeAmountRequiredError } from '../../../src/domain/errors/PledgeAmountRequiredError'
import { PledgeExceedsBalanceError } from '../../../src/domain/errors/PledgeExceedsBalanceError'
import { TooManyOpenLocksError } from '../../../src/domain/errors/TooManyOpenLocksError'
import { UnknownLockOptionError } from '../../../src/domain/errors/UnknownLockOptionError'
import { MiningService } from '../../../src/domain/mining/MiningService'
import { PledgeAction, type PledgeOrder } from '../../../src/domain/mining/PledgeAction'
import type { MiningPoolFacts } from '../../../src/ports/MiningReads'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryLpMiningReads } from '../../doubles/InMemoryLpMiningReads'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const MINING = `0x${'b1'.padStart(40, '0')}`
const LP = createToken({ chainId: 128, address: `0x${'a1'.padStart(40, '0')}`, decimals: 18, symbol: 'Fomo-LP' })
const NOW = 1_700_000_000
const POOL: MiningPoolFacts = {
  rewardToken: `0x${'f1'.padStart(40, '0')}`,
  rewardPerSecond: E18,
  shutDown: false,
  options: [
    { lockDays: 0, weight: 10_000, energyRatio: 10_000 },
    { lockDays: 7, weight: 12_000, energyRatio: 11_000 },
  ],
}
const locks = (n: number, unlockAt: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, amount: E18, weight: 12_000, energyRatio: 11_000, unlockAt }))

/** A pool offering demand and 7 days; the account holds 10 LP and no locks, nothing approved, the chain at NOW. */
function setUp(options: { pool?: MiningPoolFacts; locks?: ReturnType<typeof locks>; allowance?: bigint } = {}) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, LP, 10n * E18)
  const mining = new InMemoryLpMiningReads()
  mining.setPool(LP.address, options.pool ?? POOL)
  const held = options.locks ?? []
  mining.setPosition(LP.address, ACCOUNT, { demand: 0n, locks: held, withdrawable: 0n })
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  allowances.allowances.set(`${LP.address}:${ACCOUNT}:${MINING}`.toLowerCase(), options.allowance ?? 0n)
  // the wall clock is not asked: only the chain's latest block says which locks have matured
  const blocks = new ManualBlockTime(NOW)
  const service = new MiningService(abiCalls, gas, submitter, new ManualBlockTime())
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const order = (overrides: Partial<PledgeOrder> = {}): PledgeOrder => ({
    target: { chainId: 128, contract: MINING, account: ACCOUNT },
    lpToken: LP,
    amount: '4',
    lockDays: 7,
    ...overrides,
  })
  return { submitter, mining, order, action: new PledgeAction(reads, mining, blocks, approval, service) }
}

describe('PledgeAction', () => {
  it('reads the balance, the pool and the position without sending, then approves the contract and pledges', async () => {
    const { action, submitter, mining, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({ amount: 4n * E18, balance: 10n * E18, offeredDays: [0, 7], unmaturedLocks: 0 })
    expect(mining.calls).toEqual([
      `pool:128:${MINING}:${LP.address}`,
      `position:128:${MINING}:${LP.address}:${ACCOUNT}`,
    ])
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(prepared)
    expect(sent.approval).toBeDefined()
    expect(submitter.submitted.map((s) => [s.request.to.toLowerCase(), s.tracked.summary.kind])).toEqual([
      [LP.address.toLowerCase(), 'approve'],
      [MINING, 'pledge'],
    ])
    const deposit = FomoLPMining__factory.createInterface().parseTransaction({
      data: submitter.submitted[1]!.request.data ?? '',
    })
    expect(deposit?.args.toArray()).toEqual([expect.stringMatching(/a1$/i), 4n * E18, 7n])
  })

  it('pledges at once when the contract may already move the amount', async () => {
    const { action, submitter, order } = setUp({ allowance: 4n * E18 })
    const sent = await action.send(await action.prepare(order()))
    expect(sent.approval).toBeUndefined()
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['pledge'])
  })

  it('counts the locks unmatured by the chain’s time: a fixed term beside 100 locks goes once one has matured', async () => {
    const { action, order } = setUp({ locks: [...locks(99, NOW + 1), ...locks(1, NOW)] })
    await expect(action.prepare(order())).resolves.toMatchObject({ unmaturedLocks: 99 })
  })

  it('lets a demand pledge through beside 100 unmatured locks: it opens no lock', async () => {
    const { action, order } = setUp({ locks: locks(100, NOW + 1) })
    await expect(action.prepare(order({ lockDays: 0 }))).resolves.toMatchObject({ lockDays: 0 })
  })

  const shut = { ...POOL, shutDown: true }
  const refusals: [string, Parameters<typeof setUp>[0], Partial<PledgeOrder>, unknown][] = [
    ['an empty amount (fillPA)', {}, { amount: '' }, PledgeAmountRequiredError],
    ['a zero amount (fillPA)', {}, { amount: '0' }, PledgeAmountRequiredError],
    ['a malformed amount', {}, { amount: '1.2.3' }, InvalidAmountInputError],
    ['an amount above the balance (beyondMax)', {}, { amount: '10.000000000000000001' }, PledgeExceedsBalanceError],
    ['a term the pool does not offer', {}, { lockDays: 14 }, UnknownLockOptionError],
    ['any term once the pool is shut down', { pool: shut }, { lockDays: 0 }, UnknownLockOptionError],
    ['a fixed term beside 100 unmatured locks', { locks: locks(100, NOW + 1) }, {}, TooManyOpenLocksError],
  ]
  it.each(refusals)(
    'refuses %s in prepare, before any approval: a refusal sends nothing',
    async (_, setup, overrides, error) => {
      const { action, submitter, order } = setUp(setup)
      await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
      expect(submitter.submitted).toHaveLength(0)
    },
  )

  it('checks in the spec’s order: an empty amount is fillPA even on a shut-down pool beside 100 locks', async () => {
    const { action, order } = setUp({ pool: shut, locks: locks(100, NOW + 1) })
    await expect(action.prepare(order({ amount: '' }))).rejects.toBeInstanceOf(PledgeAmountRequiredError)
    await expect(action.prepare(order({ amount: '11' }))).rejects.toBeInstanceOf(PledgeExceedsBalanceError)
    await expect(action.prepare(order())).rejects.toBeInstanceOf(UnknownLockOptionError)
  })
})
