import { describe, expect, it } from 'vitest'
import { retryStale } from '../../../src/adapters/multicall/retryStale'
import { CancelledError } from '../../../src/domain/errors/CancelledError'
import { StaleBlockError } from '../../../src/domain/errors/StaleBlockError'
import { ManualClock } from '../../doubles/ManualClock'

describe('retryStale (manual clock)', () => {
  it.each([
    [0, 2_500],
    [0.999, 3_499],
  ])('waits 2.5–3.5 s between stale attempts (random %s → %i ms)', async (random, wait) => {
    const clock = new ManualClock()
    let attempts = 0
    const retrying = retryStale(
      async () => {
        attempts++
        if (attempts < 3) throw new StaleBlockError(9, 10)
        return 'fresh'
      },
      { clock, random: () => random },
    )
    await clock.advance(0)
    expect(attempts).toBe(1)
    await clock.advance(wait - 1)
    expect(attempts).toBe(1)
    await clock.advance(1)
    expect(attempts).toBe(2)
    await clock.advance(wait)
    expect(await retrying.promise).toBe('fresh')
  })

  it('rejects at once on any other failure', async () => {
    const clock = new ManualClock()
    let attempts = 0
    const retrying = retryStale(
      async () => {
        attempts++
        throw new Error('execution reverted')
      },
      { clock },
    )
    await expect(retrying.promise).rejects.toThrow('execution reverted')
    expect(attempts).toBe(1)
    expect(clock.pending()).toBe(0)
  })

  it("rejects with 'Cancelled' when cancelled while waiting, and never tries again", async () => {
    const clock = new ManualClock()
    let attempts = 0
    const retrying = retryStale(
      async () => {
        attempts++
        throw new StaleBlockError(1, 2)
      },
      { clock },
    )
    await clock.advance(0)
    retrying.cancel()
    await expect(retrying.promise).rejects.toThrow(CancelledError)
    await expect(retrying.promise).rejects.toThrow('Cancelled')
    await clock.advance(60_000)
    expect(attempts).toBe(1)
  })
})
