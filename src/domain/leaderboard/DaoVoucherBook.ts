import { type LockAmount, lockTotals } from '../mining/lockTotals'
import { MinHeap } from '../mining/MinHeap'
import type { MiningEvent } from '../mining/MiningEvent'

interface Lock extends LockAmount {
  matured: boolean
}

interface Maturity {
  unlockAt: number
  account: string
  lockId: bigint
}

interface Pool {
  maturities: MinHeap<Maturity>
  /** Each account's locks by id, until a withdrawal moves them into the demand balance. */
  locks: Map<string, Map<bigint, Lock>>
}

/**
 * The DAO voucher of every account as a pure function of the mining contract's events: only what `lockTotals`
 * reads of a position (its locks' amounts, weights and whether they matured), none of `MiningLedger`'s reward
 * accounting, so the leaderboard over a million events costs a few map updates each instead of bigint accruals.
 *
 * It follows `MiningLedger` step for step where the voucher depends on it: events of a pool never added are ignored
 * (their times too) and a pool added again starts afresh; a lock matures when its pool is brought to its `unlockAt` (by the pool's
 * next event or by `vouchersAt`), when a withdrawal moves it, or when the pool shuts down; a lock pledged again under
 * the same id replaces the earlier one. The property test holds it equal to `daoVouchers` of a `MiningLedger`.
 */
export class DaoVoucherBook {
  private readonly pools = new Map<string, Pool>()
  private time = 0

  /** Applies one event (in chain order). */
  apply(event: MiningEvent): void {
    if (event.kind === 'poolAdded') {
      this.pools.set(event.lpToken, { maturities: new MinHeap((a, b) => a.unlockAt < b.unlockAt), locks: new Map() })
      this.time = Math.max(this.time, event.time)
      return
    }
    const pool = this.pools.get(event.lpToken)
    if (!pool) return // an event of a pool the book was not given: its time does not count either, as in the ledger
    this.time = Math.max(this.time, event.time)
    this.advancePool(pool, event.time)
    switch (event.kind) {
      case 'poolShutDown':
        this.advancePool(pool, Number.POSITIVE_INFINITY)
        return
      case 'deposited': {
        if (event.lockDays === 0) return
        let locks = pool.locks.get(event.account)
        if (!locks) {
          locks = new Map()
          pool.locks.set(event.account, locks)
        }
        locks.set(event.lockId, { amount: event.amount, weight: event.weight, matured: false })
        pool.maturities.push({ unlockAt: event.unlockAt, account: event.account, lockId: event.lockId })
        return
      }
      case 'lockMatured':
        pool.locks.get(event.account)?.delete(event.lockId)
        return
      default:
        return // emission, options and demand withdrawals do not touch a lock
    }
  }

  /** The time the book has reached: its last event or `vouchersAt`. */
  get now(): number {
    return this.time
  }

  /**
   * Every account's DAO voucher at `time` (seconds, not before the last event; the book is advanced to it): Σ over
   * the pools of `lockTotals`' DAO voucher of its locks. Accounts whose voucher is 0 are left out.
   */
  vouchersAt(time: number): Map<string, bigint> {
    if (time < this.time) throw new RangeError(`book at ${this.time} is past ${time}`)
    this.time = time
    const vouchers = new Map<string, bigint>()
    for (const pool of this.pools.values()) {
      this.advancePool(pool, time)
      for (const [account, locks] of pool.locks) {
        const { daoVoucher } = lockTotals(0n, [...locks.values()])
        if (daoVoucher > 0n) vouchers.set(account, (vouchers.get(account) ?? 0n) + daoVoucher)
      }
    }
    return vouchers
  }

  /** Matures every lock of the pool whose `unlockAt` is at or before `time` (every one for Infinity). */
  private advancePool(pool: Pool, time: number): void {
    for (;;) {
      const next = pool.maturities.peek()
      if (!next || next.unlockAt > time) return
      pool.maturities.pop()
      const lock = pool.locks.get(next.account)?.get(next.lockId)
      if (lock) lock.matured = true
    }
  }
}
