import { describe, expect, it } from 'vitest'
import { SharedRuns } from '../../../src/domain/async/SharedRuns'

describe('SharedRuns', () => {
  it('shares a pending run between callers of the same key, and starts a new one once it settled', async () => {
    const runs = new SharedRuns<number, number>()
    let started = 0
    const start = async () => ++started
    const [a, b] = await Promise.all([runs.run(1, start), runs.run(1, start)])
    expect([a, b, started]).toEqual([1, 1, 1])
    expect(await runs.run(1, start)).toBe(2)
  })

  it('runs each key on its own', async () => {
    const runs = new SharedRuns<number, string>()
    const [a, b] = await Promise.all([runs.run(128, async () => 'heco'), runs.run(56, async () => 'bsc')])
    expect([a, b]).toEqual(['heco', 'bsc'])
  })

  it('starts again after a run that failed', async () => {
    const runs = new SharedRuns<number, number>()
    await expect(runs.run(1, () => Promise.reject(new Error('node down')))).rejects.toThrow('node down')
    expect(await runs.run(1, async () => 7)).toBe(7)
  })
})
