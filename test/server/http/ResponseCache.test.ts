import { describe, expect, it } from 'vitest'
import { ResponseCache } from '../../../src/server/http/ResponseCache'

describe('ResponseCache', () => {
  it('serves a key until the version changes or the TTL passes', async () => {
    let now = 0
    let version = 'a'
    let computed = 0
    const cache = new ResponseCache(
      1_000,
      () => version,
      10,
      () => now,
    )
    const compute = async () => ++computed
    expect(await cache.get('k', compute)).toBe(1)
    expect(await cache.get('k', compute)).toBe(1)
    version = 'b'
    expect(await cache.get('k', compute)).toBe(2)
    now = 1_000
    // past the TTL: the held value is served while one recomputation runs, then the new one
    expect(await cache.get('k', compute)).toBe(2)
    expect(await cache.get('k', compute)).toBe(3)
    expect(computed).toBe(3)
  })

  it('counts the TTL from when a value was ready, so one slower than the TTL is still served (issue 31)', async () => {
    let now = 0
    const cache = new ResponseCache(
      1_000,
      () => 'a',
      10,
      () => now,
    )
    let finish!: (value: string) => void
    let computations = 0
    const slow = () => {
      computations++
      return new Promise<string>((resolve) => (finish = resolve))
    }
    const waiting = [cache.get('k', slow), cache.get('k', slow)] // concurrent misses share the computation
    now = 5_000 // the computation took five TTLs
    finish('v1')
    expect(await Promise.all(waiting)).toEqual(['v1', 'v1'])
    now = 5_999
    expect(await cache.get('k', slow)).toBe('v1')
    expect(computations).toBe(1)
  })

  it('serves the held value while a refresh runs, keeps it when the refresh fails, and waits for a new version', async () => {
    let now = 0
    let version = 'a'
    const cache = new ResponseCache(
      1_000,
      () => version,
      10,
      () => now,
    )
    const answers: ((value: string) => void)[] = []
    const failures: ((error: Error) => void)[] = []
    const compute = () =>
      new Promise<string>((resolve, reject) => {
        answers.push(resolve)
        failures.push(reject)
      })
    const first = cache.get('k', compute)
    answers[0]!('v1')
    expect(await first).toBe('v1')
    now = 2_000
    expect(await cache.get('k', compute)).toBe('v1') // stale: served, one refresh started
    expect(await cache.get('k', compute)).toBe('v1') // the refresh under way is not started twice
    expect(answers).toHaveLength(2)
    failures[1]!(new Error('database down'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('k', compute)).toBe('v1') // the failed refresh left the value
    now = 3_000
    expect(await cache.get('k', compute)).toBe('v1') // and a later read tries again
    answers[2]!('v2')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('k', compute)).toBe('v2')
    version = 'b' // the indexer committed: the next read waits for the new value
    const next = cache.get('k', compute)
    answers[3]!('v3')
    expect(await next).toBe('v3')
  })

  it('keeps nothing once computed with a TTL of 0', async () => {
    const cache = new ResponseCache(
      0,
      () => 'a',
      10,
      () => 0,
    )
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get('k', compute)).toBe(1)
    expect(await cache.get('k', compute)).toBe(2)
  })

  it('evicts the least recently used entry at its size, keeping the others', async () => {
    const cache = new ResponseCache(
      60_000,
      () => '',
      3,
      () => 0,
    )
    const computed: string[] = []
    const get = (key: string) => cache.get(key, async () => void computed.push(key))
    for (const key of ['a', 'b', 'c']) await get(key)
    await get('a') // a is now the most recent: b is the least
    await get('d')
    expect(cache.size).toBe(3)
    computed.length = 0
    for (const key of ['a', 'c', 'd']) await get(key)
    expect(computed).toEqual([]) // still cached: nothing was cleared wholesale
    await get('b')
    expect(computed).toEqual(['b'])
  })

  it('moves a hit key to the newest once, and keeps the order through a run of hits on it', async () => {
    const cache = new ResponseCache(
      60_000,
      () => '',
      2,
      () => 0,
    )
    const computed: string[] = []
    const get = (key: string) => cache.get(key, async () => void computed.push(key))
    await get('a')
    await get('b')
    await get('a') // a moves after b
    await get('a') // already the newest: nothing moves
    await get('c') // evicts b, the least recent
    computed.length = 0
    await get('a')
    expect(computed).toEqual([])
    await get('b')
    expect(computed).toEqual(['b'])
  })

  it('runs onMiss before computing a miss only, and its throw refuses the computation', async () => {
    const cache = new ResponseCache(
      60_000,
      () => '',
      10,
      () => 0,
    )
    let misses = 0
    await cache.get(
      'k',
      async () => 1,
      () => misses++,
    )
    await cache.get(
      'k',
      async () => 1,
      () => misses++,
    )
    expect(misses).toBe(1)
    let computed = false
    expect(() =>
      cache.get(
        'other',
        async () => (computed = true),
        () => {
          throw new Error('capped')
        },
      ),
    ).toThrow('capped')
    expect(computed).toBe(false)
  })
})
