import { MinHeap } from './MinHeap'
import type { DepositedEvent, MiningEvent } from './MiningEvent'
import type { MiningLock, MiningPool, MiningPosition } from './MiningState'

/** Basis points of a weight or energy ratio that make 1x. */
export const WEIGHT_ONE = 10_000

/**
 * The precision of the reward accumulators: far above any total stake (LP supply × weight), so the floor of each
 * accumulator step costs a position less than one wei over its whole life.
 */
export const ACC_SCALE = 10n ** 48n

interface Maturity {
  unlockAt: number
  account: string
  lockId: bigint
}

interface PoolBook extends MiningPool {
  maturities: MinHeap<Maturity>
  positions: Map<string, MiningPosition>
}

/**
 * LP-mining rewards as a pure function of the mining contract's events (ARCHITECTURE.md, "Programmes").
 *
 * The rule: each second a pool's emission (`rewardPerSecond`) is shared among its positions by weighted stake. A
 * position's stake is its demand LP × the pool's demand weight (the day-0 option's weight, whatever it is now) plus
 * each unmatured lock's LP × the weight frozen when it was pledged; from its `unlockAt` a lock counts as demand LP.
 * After a shutdown the pool emits nothing. A second in which the pool holds no stake emits to nobody.
 *
 * How: two accumulators per pool, reward per unit of demand LP and per unit of weighted lock stake, each advanced
 * by `floor(rewardPerSecond × seconds × ACC_SCALE / totalStake)` (× the demand weight for the first); a position
 * settles `floor(units × Δaccumulator / ACC_SCALE)` whenever its own stake changes or it is read. Every step rounds
 * down, so the sum of all earnings never exceeds the emission, and each position is within a wei of its exact
 * rational share. Events must be applied in chain order; reading at a time advances the ledger to it, which is
 * safe because later events never carry an earlier time.
 */
export class MiningLedger {
  private readonly pools = new Map<string, PoolBook>()
  private readonly poolsByAccount = new Map<string, Set<string>>()
  private time = 0

  /** Applies one event (in chain order). */
  apply(event: MiningEvent): void {
    if (event.kind === 'poolAdded') {
      this.pools.set(event.lpToken, {
        lpToken: event.lpToken,
        rewardToken: event.rewardToken,
        rewardPerSecond: event.rewardPerSecond,
        demandWeight: 0,
        options: new Map(),
        shutDown: false,
        updatedAt: event.time,
        accDemand: 0n,
        accLock: 0n,
        demandUnits: 0n,
        lockStake: 0n,
        pledged: 0n,
        emitted: 0n,
        maturities: new MinHeap((a, b) => a.unlockAt < b.unlockAt),
        positions: new Map(),
      })
      this.time = Math.max(this.time, event.time)
      return
    }
    const pool = this.pools.get(event.lpToken)
    if (!pool) return // an event of a pool this ledger was not given: nothing to share
    this.advancePool(pool, event.time)
    this.time = Math.max(this.time, event.time)
    switch (event.kind) {
      case 'emissionChanged':
        pool.rewardPerSecond = event.rewardPerSecond
        return
      case 'lockOptionSet':
        if (event.weight === 0) pool.options.delete(event.lockDays)
        else pool.options.set(event.lockDays, { weight: event.weight, energyRatio: event.energyRatio })
        if (event.lockDays === 0) pool.demandWeight = event.weight
        return
      case 'poolShutDown':
        pool.shutDown = true
        for (;;) {
          const next = pool.maturities.pop()
          if (!next) return
          this.mature(pool, next)
        }
      case 'deposited':
        this.deposit(pool, event)
        return
      case 'lockMatured': {
        const position = pool.positions.get(event.account)
        const lock = position?.locks.get(event.lockId)
        if (!position || !lock) return
        // the contract moves only matured locks, so the ledger has switched it already; if not, it does so now
        if (!lock.matured) this.mature(pool, { unlockAt: event.time, account: event.account, lockId: event.lockId })
        position.locks.delete(event.lockId)
        position.demand += lock.amount
        return
      }
      case 'withdrawn': {
        const position = this.position(pool, event.account)
        this.settle(pool, position)
        position.demand -= event.amount
        position.demandUnits -= event.amount
        pool.demandUnits -= event.amount
        pool.pledged -= event.amount
        return
      }
    }
  }

  /** Brings every pool's accrual up to `time` (seconds): a read at the chain's head time. Never goes back. */
  advanceTo(time: number): void {
    if (time < this.time) return
    this.time = time
    for (const pool of this.pools.values()) this.advancePool(pool, time)
  }

  /** The time the ledger has reached: its last event or `advanceTo`. */
  get now(): number {
    return this.time
  }

  /** Everything `account` has earned, per reward token, up to the ledger's time. */
  earnings(account: string): Map<string, bigint> {
    const totals = new Map<string, bigint>()
    for (const lpToken of this.poolsByAccount.get(account) ?? []) {
      const pool = this.pools.get(lpToken)!
      const position = pool.positions.get(account)!
      this.advancePool(pool, this.time)
      this.settle(pool, position)
      totals.set(pool.rewardToken, (totals.get(pool.rewardToken) ?? 0n) + position.earned)
    }
    return totals
  }

  /** The pool of `lpToken`, brought up to the ledger's time; `undefined` when there is none. */
  pool(lpToken: string): Readonly<MiningPool> | undefined {
    const pool = this.pools.get(lpToken)
    if (pool) this.advancePool(pool, this.time)
    return pool
  }

  /** Every pool's LP token, in the order they were added. */
  poolTokens(): string[] {
    return [...this.pools.keys()]
  }

  /** `account`'s position in `lpToken`'s pool, settled to the ledger's time; `undefined` when it never pledged. */
  positionOf(lpToken: string, account: string): Readonly<MiningPosition> | undefined {
    const pool = this.pools.get(lpToken)
    const position = pool?.positions.get(account)
    if (!pool || !position) return undefined
    this.advancePool(pool, this.time)
    this.settle(pool, position)
    return position
  }

  /** The accounts that ever pledged into `lpToken`'s pool. */
  accountsOf(lpToken: string): string[] {
    return [...(this.pools.get(lpToken)?.positions.keys() ?? [])]
  }

  private deposit(pool: PoolBook, event: DepositedEvent): void {
    const position = this.position(pool, event.account)
    this.settle(pool, position)
    pool.pledged += event.amount
    if (event.lockDays === 0) {
      position.demand += event.amount
      position.demandUnits += event.amount
      pool.demandUnits += event.amount
      return
    }
    const lock: MiningLock = {
      lockId: event.lockId,
      amount: event.amount,
      lockDays: event.lockDays,
      weight: event.weight,
      energyRatio: event.energyRatio,
      depositedAt: event.time,
      unlockAt: event.unlockAt,
      matured: false,
    }
    position.locks.set(event.lockId, lock)
    const stake = event.amount * BigInt(event.weight)
    position.lockStake += stake
    pool.lockStake += stake
    pool.maturities.push({ unlockAt: event.unlockAt, account: event.account, lockId: event.lockId })
  }

  /** Accrues the pool up to `time`, switching each lock to demand at its `unlockAt` on the way. */
  private advancePool(pool: PoolBook, time: number): void {
    for (;;) {
      const next = pool.maturities.peek()
      if (!next || next.unlockAt > time) break
      pool.maturities.pop()
      this.accrue(pool, next.unlockAt)
      this.mature(pool, next)
    }
    this.accrue(pool, time)
  }

  private accrue(pool: PoolBook, time: number): void {
    if (time <= pool.updatedAt) return
    const seconds = BigInt(time - pool.updatedAt)
    pool.updatedAt = time
    if (pool.shutDown || pool.rewardPerSecond === 0n) return
    const demandWeight = BigInt(pool.demandWeight)
    const totalStake = pool.demandUnits * demandWeight + pool.lockStake
    if (totalStake === 0n) return
    const emission = pool.rewardPerSecond * seconds
    pool.emitted += emission
    pool.accDemand += (emission * demandWeight * ACC_SCALE) / totalStake
    pool.accLock += (emission * ACC_SCALE) / totalStake
  }

  private mature(pool: PoolBook, maturity: Maturity): void {
    const position = pool.positions.get(maturity.account)
    const lock = position?.locks.get(maturity.lockId)
    if (!position || !lock || lock.matured) return
    this.settle(pool, position)
    lock.matured = true
    const stake = lock.amount * BigInt(lock.weight)
    position.lockStake -= stake
    pool.lockStake -= stake
    position.demandUnits += lock.amount
    pool.demandUnits += lock.amount
  }

  private settle(pool: PoolBook, position: MiningPosition): void {
    position.earned +=
      (position.demandUnits * (pool.accDemand - position.accDemandSeen)) / ACC_SCALE +
      (position.lockStake * (pool.accLock - position.accLockSeen)) / ACC_SCALE
    position.accDemandSeen = pool.accDemand
    position.accLockSeen = pool.accLock
  }

  private position(pool: PoolBook, account: string): MiningPosition {
    let position = pool.positions.get(account)
    if (!position) {
      position = {
        account,
        demand: 0n,
        demandUnits: 0n,
        lockStake: 0n,
        locks: new Map(),
        earned: 0n,
        accDemandSeen: pool.accDemand,
        accLockSeen: pool.accLock,
      }
      pool.positions.set(account, position)
      const pools = this.poolsByAccount.get(account) ?? new Set<string>()
      pools.add(pool.lpToken)
      this.poolsByAccount.set(account, pools)
    }
    return position
  }
}
