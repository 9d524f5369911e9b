import { describe, expect, it } from 'vitest'
import { FomoLPMining__factory } from '../../../src/adapters/contracts/generated'
import { createToken } from '../../../src/domain/currency/createToken'
import { InvalidAmountInputError } from '../../../src/domain/errors/InvalidAmountInputError'
import { LpLockedError } from '../../../src/domain/errors/LpLockedError'
import { NoLpToWithdrawError } from '../../../src/domain/errors/NoLpToWithdrawError'
import { LpWithdrawAction, type LpWithdrawOrder } from '../../../src/domain/mining/LpWithdrawAction'
import { MiningService } from '../../../src/domain/mining/MiningService'
import type { MiningPositionFacts } from '../../../src/ports/MiningReads'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryLpMiningReads } from '../../doubles/InMemoryLpMiningReads'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'

const E18 = 10n ** 18n
const ACCOUNT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'
const MINING = `0x${'b1'.padStart(40, '0')}`
const LP = createToken({ chainId: 128, address: `0x${'a1'.padStart(40, '0')}`, decimals: 18, symbol: 'Fomo-LP' })
const LOCK = { id: 1, amount: 2n * E18, weight: 12_000, energyRatio: 11_000, unlockAt: 1_800_000_000 }

/** The position as the contract holds it now: 3 LP on demand and a lock of 2 (unless `position` says). */
function setUp(position: Partial<MiningPositionFacts> = {}) {
  const mining = new InMemoryLpMiningReads()
  mining.setPosition(LP.address, ACCOUNT, { demand: 3n * E18, locks: [LOCK], withdrawable: 3n * E18, ...position })
  const submitter = new InMemoryTransactionSubmitter()
  const service = new MiningService(abiCalls, new InMemoryGasEstimator(), submitter, new ManualBlockTime())
  const order = (amount?: string): LpWithdrawOrder => ({
    target: { chainId: 128, contract: MINING, account: ACCOUNT },
    lpToken: LP,
    ...(amount === undefined ? {} : { amount }),
  })
  return { submitter, mining, order, action: new LpWithdrawAction(mining, service) }
}

const withdrawnOf = (data: string | undefined) =>
  FomoLPMining__factory.createInterface()
    .parseTransaction({ data: data ?? '' })
    ?.args.toArray()

describe('LpWithdrawAction', () => {
  it('reads the position now without sending, then withdraws the typed amount', async () => {
    const { action, submitter, mining, order } = setUp()
    const prepared = await action.prepare(order('2.5'))
    expect(prepared).toMatchObject({ amount: (25n * E18) / 10n, unlocked: 3n * E18, locks: [LOCK] })
    expect(mining.calls).toEqual([`position:128:${MINING}:${LP.address}:${ACCOUNT}`])
    expect(submitter.submitted).toHaveLength(0)
    await action.withdraw(prepared)
    expect(submitter.submitted.map((s) => [s.request.to, s.tracked.summary.kind])).toEqual([[MINING, 'withdrawLp']])
    expect(withdrawnOf(submitter.submitted[0]!.request.data)).toEqual([
      expect.stringMatching(/a1$/i),
      (25n * E18) / 10n,
    ])
  })

  it('withdraws all that is unlocked now when no amount is given (the screen’s Withdraw LP)', async () => {
    const { action, submitter, order } = setUp()
    await action.withdraw(await action.prepare(order()))
    expect(withdrawnOf(submitter.submitted[0]!.request.data)).toEqual([expect.stringMatching(/a1$/i), 3n * E18])
  })

  const refusals: [string, Partial<MiningPositionFacts>, string | undefined, unknown][] = [
    ['a zero amount (noLPW)', {}, '0', NoLpToWithdrawError],
    ['more than is unlocked (noLPW)', {}, '3.000000000000000001', NoLpToWithdrawError],
    ['a malformed amount', {}, '1.2.3', InvalidAmountInputError],
    [
      'everything with nothing pledged (noLPW)',
      { demand: 0n, locks: [], withdrawable: 0n },
      undefined,
      NoLpToWithdrawError,
    ],
    ['everything while all of it is locked', { demand: 0n, withdrawable: 0n }, undefined, LpLockedError],
  ]
  it.each(refusals)('refuses %s in prepare: a refusal sends nothing', async (_, position, amount, error) => {
    const { action, submitter, order } = setUp(position)
    await expect(action.prepare(order(amount))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('says how much is locked and until when, from the locks read now', async () => {
    const { action, order } = setUp({ demand: 0n, withdrawable: 0n })
    await expect(action.prepare(order('1'))).rejects.toMatchObject({ locked: 2n * E18, until: LOCK.unlockAt })
  })
})
