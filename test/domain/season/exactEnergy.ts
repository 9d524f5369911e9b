import type { EnergyEvent } from '../../../src/domain/season/SeasonEvent'

/** Exact energy sums in wei·bps·s: own, from direct friends, from diffused friends. */
export type ExactSums = [bigint, bigint, bigint]

interface RefLock {
  id: bigint
  amount: bigint
  ratio: bigint
  unlockAt: number
}

interface RefSeason {
  start: number
  end: number
  directBps: bigint
  diffusedBps: bigint
}

/**
 * The reference the energy ledger is held to: recomputes every account's own rate from the raw positions on each
 * interval between change points (events, unlock times, season ends), credits the inviter and the inviter's inviter
 * of every pledging account bound at the interval's start, and sums exactly per season, with no incremental state.
 * Returns the sums per season and account, each season's shares (the current ones for a season not opened), and the
 * number of intervals.
 */
export function exactEnergy(events: readonly EnergyEvent[], until: number) {
  const seasons = new Map<number, RefSeason>()
  const rules = { directBps: 0n, diffusedBps: 0n }
  const pools = new Map<string, { ratio: bigint; shut: boolean }>()
  const demand = new Map<string, bigint>() // pool|account
  const locks = new Map<string, RefLock[]>() // pool|account
  const inviters = new Map<string, string>()
  const sums = new Map<number, Map<string, ExactSums>>()
  let steps = 0

  const seasonAt = (t: number): number => {
    if (!seasons.has(1)) return 0
    let n = 1
    while (seasons.has(n) && seasons.get(n)!.end <= t) n++
    return n
  }
  const add = (season: number, account: string, type: number, value: bigint) => {
    if (value === 0n) return
    const bySeason = sums.get(season) ?? new Map<string, ExactSums>()
    sums.set(season, bySeason)
    const entry = bySeason.get(account) ?? [0n, 0n, 0n]
    entry[type]! += value
    bySeason.set(account, entry)
  }
  const accrue = (from: number, to: number) => {
    const cuts = new Set([from, to])
    for (const list of locks.values())
      for (const l of list) if (l.unlockAt > from && l.unlockAt < to) cuts.add(l.unlockAt)
    for (const s of seasons.values()) if (s.end > from && s.end < to) cuts.add(s.end)
    const points = [...cuts].sort((a, b) => a - b)
    for (let i = 0; i + 1 < points.length; i++) {
      const [start, end] = [points[i]!, points[i + 1]!]
      steps++
      const season = seasonAt(start)
      if (season === 0) continue
      const rates = new Map<string, bigint>()
      for (const [key, amount] of demand) {
        const [pool, account] = key.split('|') as [string, string]
        const p = pools.get(pool)!
        if (!p.shut) rates.set(account, (rates.get(account) ?? 0n) + amount * p.ratio)
      }
      for (const [key, list] of locks) {
        const [pool, account] = key.split('|') as [string, string]
        const p = pools.get(pool)!
        if (p.shut) continue
        for (const l of list)
          rates.set(account, (rates.get(account) ?? 0n) + l.amount * (l.unlockAt <= start ? p.ratio : l.ratio))
      }
      const seconds = BigInt(end - start)
      for (const [account, rate] of rates) {
        add(season, account, 0, rate * seconds)
        const parent = inviters.get(account)
        if (parent === undefined) continue
        add(season, parent, 1, rate * seconds)
        const grandparent = inviters.get(parent)
        if (grandparent !== undefined) add(season, grandparent, 2, rate * seconds)
      }
    }
  }

  let time = events[0]?.time ?? until
  for (const event of events) {
    accrue(time, event.time)
    time = event.time
    const key = 'account' in event && 'lpToken' in event ? `${event.lpToken}|${event.account}` : ''
    switch (event.kind) {
      case 'poolAdded':
        pools.set(event.lpToken, { ratio: 0n, shut: false })
        break
      case 'lockOptionSet':
        if (event.lockDays === 0) pools.get(event.lpToken)!.ratio = event.weight === 0 ? 0n : BigInt(event.energyRatio)
        break
      case 'poolShutDown':
        pools.get(event.lpToken)!.shut = true
        break
      case 'deposited':
        if (event.lockDays === 0) demand.set(key, (demand.get(key) ?? 0n) + event.amount)
        else
          locks.set(key, [
            ...(locks.get(key) ?? []),
            { id: event.lockId, amount: event.amount, ratio: BigInt(event.energyRatio), unlockAt: event.unlockAt },
          ])
        break
      case 'lockMatured':
        locks.set(
          key,
          (locks.get(key) ?? []).filter((l) => l.id !== event.lockId),
        )
        demand.set(key, (demand.get(key) ?? 0n) + event.amount)
        break
      case 'withdrawn':
        demand.set(key, (demand.get(key) ?? 0n) - event.amount)
        break
      case 'energySharesSet':
        rules.directBps = BigInt(event.directBps)
        rules.diffusedBps = BigInt(event.diffusedBps)
        break
      case 'seasonOpened': {
        const start = event.number === 1 ? event.time : seasons.get(event.number - 1)!.end
        seasons.set(event.number, { start, end: event.endTime, ...rules })
        break
      }
      case 'invitationBound': {
        let cycle = event.invitee === event.inviter
        for (let up: string | undefined = event.inviter; up !== undefined && !cycle; up = inviters.get(up))
          cycle = up === event.invitee
        if (!inviters.has(event.invitee) && !cycle) inviters.set(event.invitee, event.inviter)
        break
      }
      default:
        break
    }
  }
  accrue(time, until)
  const sharesOf = (season: number) => seasons.get(season) ?? rules
  return { sums, sharesOf, steps, seasonAt }
}
