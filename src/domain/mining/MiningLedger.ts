import { MinHeap } from './MinHeap'
import type { DepositedEvent, MiningEvent } from './MiningEvent'
import type { MiningLedgerView } from './MiningLedgerView'
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

/** A lock switched to demand on the way to a read's time, with the pool's accumulators at its unlock time. */
interface Switch {
  lockId: bigint
  accDemand: bigint
  accLock: bigint
}

/** A pool read at `time`: its figures, and each account's locks that matured since the pool's last event. */
interface PoolAt {
  time: number
  pool: MiningPool
  switches: Map<string, Switch[]>
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
 * settles `floor(units × Δaccumulator / ACC_SCALE)` whenever its own stake changes. Every step rounds down, so the sum
 * of all earnings never exceeds the emission, and each position is within a wei of its exact rational share.
 *
 * The ledger changes only at events, as a contract's own accounting would: the accumulators step at each event's
 * time and at each lock's `unlockAt`, and nowhere else. A read (`at(time)`) computes the figures at a time from that
 * state without changing it, so the figures are the same however often, and at whatever times, the ledger was read:
 * two servers, and `fomo mining verify`, fed the same events agree to the wei. Events must be applied in chain order.
 */
export class MiningLedger {
  private readonly pools = new Map<string, PoolBook>()
  private readonly poolsByAccount = new Map<string, Set<string>>()
  /** The last read of each pool since its last event: a cache of a pure function, dropped at the pool's next event. */
  private readonly reads = new Map<string, PoolAt>()
  private time = 0
  /** How many events changed the ledger: a view made before the last change refuses to read. */
  private version = 0

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
      this.reads.delete(event.lpToken)
      this.time = Math.max(this.time, event.time)
      this.version++
      return
    }
    const pool = this.pools.get(event.lpToken)
    if (!pool) return // an event of a pool this ledger was not given: nothing to share
    this.time = Math.max(this.time, event.time)
    this.version++
    this.reads.delete(pool.lpToken)
    this.advancePool(pool, event.time)
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
        settle(position, pool.accDemand, pool.accLock)
        position.demand -= event.amount
        position.demandUnits -= event.amount
        pool.demandUnits -= event.amount
        pool.pledged -= event.amount
        return
      }
    }
  }

  /** The time of the last event applied (of a pool it knows): the earliest time the ledger can be read at. */
  get now(): number {
    return this.time
  }

  /**
   * The ledger's figures at `time` (seconds, at or after the last event: the chain's head time), computed without
   * changing the ledger. The view reads the ledger as it is: it refuses to read once another event was applied
   * (its figures would mix two heads), so read it right away, before awaiting anything.
   *
   * @throws RangeError when `time` is before the last event applied: the ledger keeps no history to read it at.
   * @example ledger.at(head.timestamp).earnings(account).get(rewardToken)
   */
  at(time: number): MiningLedgerView {
    if (time < this.time) throw new RangeError(`a mining ledger at ${this.time} cannot be read at ${time}`)
    const version = this.version
    const current = () => {
      if (this.version !== version)
        throw new RangeError(`a mining ledger read at ${time} after later events were applied: read it again`)
    }
    const ledger = this
    return {
      time,
      get current() {
        return ledger.version === version
      },
      earnings: (account) => {
        current()
        const totals = new Map<string, bigint>()
        for (const lpToken of this.poolsByAccount.get(account) ?? []) {
          const pool = this.pools.get(lpToken)!
          const { earned } = this.positionAt(pool, account, time)!
          totals.set(pool.rewardToken, (totals.get(pool.rewardToken) ?? 0n) + earned)
        }
        return totals
      },
      pool: (lpToken) => {
        current()
        const pool = this.pools.get(lpToken)
        return pool && this.poolAt(pool, time).pool
      },
      positionOf: (lpToken, account) => {
        current()
        const pool = this.pools.get(lpToken)
        return pool && this.positionAt(pool, account, time)
      },
      poolTokens: () => {
        current()
        return [...this.pools.keys()]
      },
      accountsOf: (lpToken) => {
        current()
        return [...(this.pools.get(lpToken)?.positions.keys() ?? [])]
      },
    }
  }

  /** A copy of `book`'s figures at `time`: what `advancePool` would make of them, step for step, on the copy. */
  private poolAt(book: PoolBook, time: number): PoolAt {
    const cached = this.reads.get(book.lpToken)
    if (cached?.time === time) return cached
    const { maturities: _maturities, positions: _positions, ...figures } = book
    const pool: MiningPool = { ...figures }
    const switches = new Map<string, Switch[]>()
    const switched = new Set<string>() // as `mature` marks a lock, so that a second entry for it does nothing
    for (const maturity of book.maturities.peekWhile((next) => next.unlockAt <= time)) {
      const lock = book.positions.get(maturity.account)?.locks.get(maturity.lockId)
      const key = `${maturity.account}:${maturity.lockId}`
      if (!lock || lock.matured || switched.has(key)) continue
      switched.add(key)
      accrue(pool, maturity.unlockAt)
      pool.lockStake -= lock.amount * BigInt(lock.weight)
      pool.demandUnits += lock.amount
      const ofAccount = switches.get(maturity.account) ?? []
      ofAccount.push({ lockId: maturity.lockId, accDemand: pool.accDemand, accLock: pool.accLock })
      switches.set(maturity.account, ofAccount)
    }
    accrue(pool, time)
    const read = { time, pool, switches }
    this.reads.set(book.lpToken, read)
    return read
  }

  /** A copy of `account`'s position at `time`, settled there; `undefined` when it never pledged. */
  private positionAt(book: PoolBook, account: string, time: number): MiningPosition | undefined {
    const stored = book.positions.get(account)
    if (!stored) return undefined
    const { pool, switches } = this.poolAt(book, time)
    const position: MiningPosition = { ...stored, locks: new Map(stored.locks) }
    for (const { lockId, accDemand, accLock } of switches.get(account) ?? []) {
      const lock = stored.locks.get(lockId)!
      settle(position, accDemand, accLock)
      position.locks.set(lockId, { ...lock, matured: true })
      switchToDemand(position, lock)
    }
    settle(position, pool.accDemand, pool.accLock)
    return position
  }

  private deposit(pool: PoolBook, event: DepositedEvent): void {
    const position = this.position(pool, event.account)
    settle(position, pool.accDemand, pool.accLock)
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
      accrue(pool, next.unlockAt)
      this.mature(pool, next)
    }
    accrue(pool, time)
  }

  private mature(pool: PoolBook, maturity: Maturity): void {
    const position = pool.positions.get(maturity.account)
    const lock = position?.locks.get(maturity.lockId)
    if (!position || !lock || lock.matured) return
    settle(position, pool.accDemand, pool.accLock)
    lock.matured = true
    switchToDemand(position, lock)
    pool.lockStake -= lock.amount * BigInt(lock.weight)
    pool.demandUnits += lock.amount
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

/** Advances `pool`'s accumulators to `time` (never back), sharing the emission by the stake it holds. */
function accrue(pool: MiningPool, time: number): void {
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

/** Credits `position` what its stake earned since it last settled, up to the accumulators given. */
function settle(position: MiningPosition, accDemand: bigint, accLock: bigint): void {
  position.earned +=
    (position.demandUnits * (accDemand - position.accDemandSeen)) / ACC_SCALE +
    (position.lockStake * (accLock - position.accLockSeen)) / ACC_SCALE
  position.accDemandSeen = accDemand
  position.accLockSeen = accLock
}

/** Moves a lock that reached its unlock time from `position`'s lock stake to its demand units. */
function switchToDemand(position: MiningPosition, lock: MiningLock): void {
  position.lockStake -= lock.amount * BigInt(lock.weight)
  position.demandUnits += lock.amount
}
