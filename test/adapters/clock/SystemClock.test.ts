import { describe, expect, it } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/SystemClock'

describe('SystemClock', () => {
  it('tells the time and runs a scheduled callback once', async () => {
    const clock = new SystemClock()
    const before = Date.now()
    const start = clock.now()
    expect(start).toBeGreaterThanOrEqual(before) // bracketed by the real clock, however loaded the machine
    expect(start).toBeLessThanOrEqual(Date.now())
    const ran = await new Promise<number>((resolve) => clock.schedule(20, () => resolve(clock.now())))
    expect(ran - start).toBeGreaterThanOrEqual(15)
  })

  it('cancels a callback that has not run', async () => {
    const clock = new SystemClock()
    let ran = false
    const cancel = clock.schedule(10, () => {
      ran = true
    })
    cancel()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(ran).toBe(false)
  })
})
