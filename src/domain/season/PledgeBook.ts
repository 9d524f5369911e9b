import { MinHeap } from '../mining/MinHeap'
import type { MiningEvent } from '../mining/MiningEvent'

interface Lock {
  amount: bigint
  energyRatio: bigint
  unlockAt: number
  matured: boolean
}

interface Position {
  locks: Map<bigint, Lock>
  /** LP earning at the pool's demand ratio: the demand balance and the matured locks not moved yet. */
  demandLike: bigint
  /** Σ unmatured lock amount × its frozen ratio, wei·bps a second. */
  lockedRate: bigint
  /** The position's energy rate now, wei·bps a second. */
  rate: bigint
}

interface Pool {
  demandRatio: bigint
  shutDown: boolean
  positions: Map<string, Position>
}

interface Maturity {
  unlockAt: number
  lpToken: string
  account: string
  lockId: bigint
}

/**
 * Each account's own energy rate (wei of LP × energy-ratio bps, per second) from the mining contract's events, the
 * energy ledger's view of the pledges: a lock counts at the ratio frozen in it until `unlockAt`, then, like demand LP,
 * at the pool's current day-0 option ratio (0 once that option is removed) until withdrawn; a shut-down pool counts
 * nothing. Every change of an account's rate is reported to `onRateChange` with its time.
 */
export class PledgeBook {
  private readonly pools = new Map<string, Pool>()
  private readonly maturities = new MinHeap<Maturity>((a, b) => a.unlockAt < b.unlockAt)

  constructor(private readonly onRateChange: (account: string, delta: bigint, at: number) => void) {}

  /** The next time a lock unlocks (Infinity when none is pending). */
  get nextUnlock(): number {
    return this.maturities.peek()?.unlockAt ?? Number.POSITIVE_INFINITY
  }

  /** Switches the next lock to unlock to the demand ratio, at its `unlockAt`. */
  matureNext(): void {
    const maturity = this.maturities.pop()
    if (!maturity) return
    const pool = this.pools.get(maturity.lpToken)!
    const position = pool.positions.get(maturity.account)
    const lock = position?.locks.get(maturity.lockId)
    if (!position || !lock || lock.matured) return
    lock.matured = true
    position.lockedRate -= lock.amount * lock.energyRatio
    position.demandLike += lock.amount
    this.reprice(pool, maturity.account, position, maturity.unlockAt)
  }

  /** Applies one mining event (in chain order, after `matureNext` up to its time). */
  apply(event: MiningEvent): void {
    if (event.kind === 'poolAdded') {
      this.pools.set(event.lpToken, { demandRatio: 0n, shutDown: false, positions: new Map() })
      return
    }
    const pool = this.pools.get(event.lpToken)
    if (!pool) return // a pool this ledger was not given
    switch (event.kind) {
      case 'lockOptionSet':
        if (event.lockDays !== 0) return // a lock keeps the ratio it was made with
        pool.demandRatio = event.weight === 0 ? 0n : BigInt(event.energyRatio)
        for (const [account, position] of pool.positions) this.reprice(pool, account, position, event.time)
        return
      case 'poolShutDown':
        pool.shutDown = true
        for (const [account, position] of pool.positions) this.reprice(pool, account, position, event.time)
        return
      case 'deposited': {
        const position = this.position(pool, event.account)
        if (event.lockDays === 0) {
          position.demandLike += event.amount
        } else {
          const { amount, unlockAt, lpToken, account, lockId } = event
          const energyRatio = BigInt(event.energyRatio)
          position.locks.set(lockId, { amount, energyRatio, unlockAt, matured: false })
          position.lockedRate += amount * energyRatio
          this.maturities.push({ unlockAt, lpToken, account, lockId })
        }
        this.reprice(pool, event.account, position, event.time)
        return
      }
      case 'lockMatured': {
        const position = pool.positions.get(event.account)
        const lock = position?.locks.get(event.lockId)
        if (!position || !lock) return
        position.locks.delete(event.lockId)
        if (!lock.matured) {
          // moved before the ledger matured it (never later than unlockAt): it earns as demand from now
          position.lockedRate -= lock.amount * lock.energyRatio
          position.demandLike += lock.amount
        }
        this.reprice(pool, event.account, position, event.time)
        return
      }
      case 'withdrawn': {
        // never dropped, even before any pledge: within a block the order of transactions must not matter
        const position = this.position(pool, event.account)
        position.demandLike -= event.amount
        this.reprice(pool, event.account, position, event.time)
        return
      }
      default:
        return // emission changes do not touch energy
    }
  }

  private reprice(pool: Pool, account: string, position: Position, at: number): void {
    // kept incrementally: a pledge never walks the position's other locks
    const rate = pool.shutDown ? 0n : position.lockedRate + position.demandLike * pool.demandRatio
    const delta = rate - position.rate
    if (delta === 0n) return
    position.rate = rate
    this.onRateChange(account, delta, at)
  }

  private position(pool: Pool, account: string): Position {
    let position = pool.positions.get(account)
    if (!position) {
      position = { locks: new Map(), demandLike: 0n, lockedRate: 0n, rate: 0n }
      pool.positions.set(account, position)
    }
    return position
  }
}
