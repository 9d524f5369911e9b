import { afterEach, describe, expect, it, vi } from 'vitest'
import { WindowRateLimiter } from '../../../src/server/http/WindowRateLimiter'

afterEach(() => vi.restoreAllMocks())

describe('WindowRateLimiter', () => {
  it('allows `limit` requests per window and tells how long to wait after', () => {
    let now = 0
    const limiter = new WindowRateLimiter(2, 60_000, () => now)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 60])
    expect(limiter.take('b')).toBe(0)
    now = 30_000
    expect(limiter.check('a')).toBe(30)
    now = 60_000
    expect(limiter.check('a')).toBe(0)
    expect(limiter.take('a')).toBe(0)
  })

  it('check counts nothing', () => {
    const limiter = new WindowRateLimiter(1, 60_000, () => 0)
    for (let i = 0; i < 5; i++) expect(limiter.check('a')).toBe(0)
    expect(limiter.take('a')).toBe(0)
    expect(limiter.check('a')).toBe(60)
  })

  it('holds at most maxKeys keys, dropping the oldest window first', () => {
    let now = 0
    const limiter = new WindowRateLimiter(1, 60_000, () => now, 1_000)
    for (let i = 0; i < 5_000; i++) {
      now = i
      limiter.take(`k${i}`)
    }
    expect(limiter.size).toBe(1_000)
    expect(limiter.check('k4999')).toBeGreaterThan(0) // the newest are kept
    expect(limiter.check('k0')).toBe(0) // the oldest went
  })

  it('keeps 200,000 live keys within its cap by default', () => {
    const limiter = new WindowRateLimiter(5, 60_000, () => 0)
    for (let i = 0; i < 200_000; i++) limiter.take(`k${i}`)
    expect(limiter.size).toBe(100_000)
    expect(limiter.check('k199999')).toBe(0) // limit 5: one request each
    for (let i = 0; i < 5; i++) limiter.take('k199999')
    expect(limiter.check('k199999')).toBe(60)
  })

  it('forgets a renewed window only once, keeping the key it renewed', () => {
    let now = 0
    const limiter = new WindowRateLimiter(1, 10, () => now, 2)
    limiter.take('a')
    now = 10
    limiter.take('a') // a new window for a: its first entry is stale
    limiter.take('b')
    limiter.take('c') // over the cap: the oldest live window (a's) goes, not b's
    expect([limiter.check('a'), limiter.check('b'), limiter.check('c')]).toEqual([0, 1, 1])
  })

  it('sweeps expired windows once per window length, never scanning the map on each request', () => {
    let now = 0
    const limiter = new WindowRateLimiter(5, 60_000, () => now, 1_000_000)
    for (let i = 0; i < 150_000; i++) limiter.take(`k${i}`)
    const iterations = vi.spyOn(Map.prototype, Symbol.iterator)
    for (let i = 0; i < 1_000; i++) limiter.take(`new${i}`)
    expect(iterations).not.toHaveBeenCalled()
    now = 60_000 // every window so far expired: swept by the next call
    limiter.take('late')
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 1_000; i++) limiter.take(`later${i}`)
    expect(iterations).not.toHaveBeenCalled()
  })
})
