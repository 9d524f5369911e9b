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
    expect(await cache.get('k', compute)).toBe(3)
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
