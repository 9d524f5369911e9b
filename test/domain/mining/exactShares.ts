import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'

/** A non-negative rational n/d in lowest terms. */
export interface Fraction {
  n: bigint
  d: bigint
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

function add(a: Fraction, b: Fraction): Fraction {
  const n = a.n * b.d + b.n * a.d
  const d = a.d * b.d
  const g = gcd(n, d) || 1n
  return { n: n / g, d: d / g }
}

interface RefLock {
  amount: bigint
  weight: bigint
  unlockAt: number
}

/**
 * The reference the ledger is held to: each account's exact rational share of one pool's emission up to `until`,
 * recomputed from scratch on every interval between change points (events and unlock times), with no accumulator and
 * no rounding. Also returns the number of intervals, the most steps the ledger could have rounded.
 */
export function exactShares(
  events: readonly MiningEvent[],
  until: number,
): { shares: Map<string, Fraction>; steps: number; emitted: bigint } {
  let rate = 0n
  let demandWeight = 0n
  let shutDown = false
  const demand = new Map<string, bigint>()
  const locks = new Map<string, RefLock[]>()
  const shares = new Map<string, Fraction>()
  let emitted = 0n
  let steps = 0

  const stakeAt = (account: string, t: number): bigint => {
    let stake = (demand.get(account) ?? 0n) * demandWeight
    for (const lock of locks.get(account) ?? [])
      stake += lock.amount * (shutDown || lock.unlockAt <= t ? demandWeight : lock.weight)
    return stake
  }

  const share = (from: number, to: number) => {
    // split at every unlock inside the interval: the stakes are constant between change points
    const cuts = new Set([from, to])
    for (const list of locks.values())
      for (const lock of list) if (lock.unlockAt > from && lock.unlockAt < to) cuts.add(lock.unlockAt)
    const points = [...cuts].sort((a, b) => a - b)
    for (let i = 0; i + 1 < points.length; i++) {
      const [start, end] = [points[i]!, points[i + 1]!]
      steps++
      if (shutDown || rate === 0n) continue
      const accounts = new Set([...demand.keys(), ...locks.keys()])
      const stakes = [...accounts].map((account) => [account, stakeAt(account, start)] as const)
      const total = stakes.reduce((sum, [, stake]) => sum + stake, 0n)
      if (total === 0n) continue
      const emission = rate * BigInt(end - start)
      emitted += emission
      for (const [account, stake] of stakes) {
        if (stake === 0n) continue
        shares.set(account, add(shares.get(account) ?? { n: 0n, d: 1n }, { n: emission * stake, d: total }))
      }
    }
  }

  let time = events[0]?.time ?? until
  for (const event of events) {
    share(time, event.time)
    time = event.time
    switch (event.kind) {
      case 'poolAdded':
      case 'emissionChanged':
        rate = event.rewardPerSecond
        break
      case 'lockOptionSet':
        if (event.lockDays === 0) demandWeight = BigInt(event.weight)
        break
      case 'poolShutDown':
        shutDown = true
        break
      case 'deposited':
        if (event.lockDays === 0) demand.set(event.account, (demand.get(event.account) ?? 0n) + event.amount)
        else
          locks.set(event.account, [
            ...(locks.get(event.account) ?? []),
            { amount: event.amount, weight: BigInt(event.weight), unlockAt: event.unlockAt },
          ])
        break
      case 'lockMatured': {
        const list = locks.get(event.account) ?? []
        const index = list.findIndex(
          (lock) => lock.amount === event.amount && (shutDown || lock.unlockAt <= event.time),
        )
        list.splice(index, 1)
        demand.set(event.account, (demand.get(event.account) ?? 0n) + event.amount)
        break
      }
      case 'withdrawn':
        demand.set(event.account, (demand.get(event.account) ?? 0n) - event.amount)
        break
    }
  }
  share(time, until)
  return { shares, steps, emitted }
}

/** floor(f) */
export const floorOf = (f: Fraction): bigint => f.n / f.d
