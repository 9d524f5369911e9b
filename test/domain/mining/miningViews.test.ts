import { describe, expect, it } from 'vitest'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'
import { aprToApy } from '../../../src/domain/mining/miningApr'
import { currentRegular, lockConfigItems } from '../../../src/domain/mining/miningViews'
import { MiningEventLog } from './miningEvents'

const A = '0x00000000000000000000000000000000000000aa'
const E18 = 10n ** 18n
const DAY = 86_400
const prices = { lpPriceUsd: 100, rewardPriceUsd: 2, rewardDecimals: 18 }

function ledgerWith(log: MiningEventLog, until: number) {
  const ledger = new MiningLedger()
  for (const event of log.events) ledger.apply(event)
  return ledger.at(until)
}

describe('mining views', () => {
  it('lists the options on offer, demand first, dropping one set to zero weight, each with a new pledge APR', () => {
    const log = new MiningEventLog()
      .poolAdded(0, 10n ** 15n)
      .option(0, 30, 20_000, 15_000)
      .option(0, 0, 10_000)
    log.option(0, 7, 12_000).option(1, 7, 0)
    const pool = ledgerWith(log, 1).pool(log.lpToken)!
    const items = lockConfigItems(pool, prices)
    expect(items.map((item) => [item.day, item.duration, item.weight, item.energyRatio])).toEqual([
      [0, 0, 10_000, 10_000],
      [30, 30 * DAY, 20_000, 15_000],
    ])
    expect(items[0]!.apr).toBeCloseTo(630.72, 6) // an empty pool: one LP takes the whole emission
    expect(lockConfigItems(pool, { ...prices, lpPriceUsd: undefined })[0]!.apy).toBeUndefined()
  })

  it("shows a position's demand LP with its matured locks, and each lock with its unlock time", () => {
    const log = new MiningEventLog()
      .poolAdded(0, 10n ** 15n)
      .option(0, 0, 10_000)
      .option(0, 1, 20_000)
      .option(0, 30, 30_000)
    log.deposit(0, A, 2n * E18, 0, 10_000)
    log.deposit(0, A, E18, 1, 20_000)
    log.deposit(0, A, E18, 30, 30_000)
    const ledger = ledgerWith(log, 2 * DAY)
    const view = currentRegular(ledger.pool(log.lpToken)!, ledger.positionOf(log.lpToken, A), prices)
    expect(view.demand).toBe(3n * E18)
    expect(view.demandUsd).toBe(300)
    expect(view.locks.map((lock) => [lock.lockId, lock.duration, lock.unlockAt, lock.matured])).toEqual([
      [1n, DAY, DAY, true],
      [2n, 30 * DAY, 30 * DAY, false],
    ])
    // stake 3 × 1x + 1 × 3x = 6 LP-weights: the 3x lock earns half the emission on 1 LP
    expect(view.locks[1]!.apy! / aprToApy(315.36)).toBeCloseTo(1, 9)
  })

  it('shows nothing pledged for an account without a position', () => {
    const log = new MiningEventLog().poolAdded(0, 1n).option(0, 0, 10_000)
    const ledger = ledgerWith(log, 1)
    expect(currentRegular(ledger.pool(log.lpToken)!, undefined, prices)).toEqual({
      demand: 0n,
      demandUsd: 0,
      locks: [],
    })
  })
})
