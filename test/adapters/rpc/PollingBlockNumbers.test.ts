import { describe, expect, it } from 'vitest'
import { PollingBlockNumbers } from '../../../src/adapters/rpc/PollingBlockNumbers'
import { ManualClock } from '../../doubles/ManualClock'

/** A node whose block number the test sets; `fail` makes the next poll throw. */
function node(start: number) {
  const state = { block: start, fail: false, polls: 0 }
  const read = async () => {
    state.polls++
    if (state.fail) {
      state.fail = false
      throw new Error('connection refused')
    }
    return state.block
  }
  return { state, read }
}

describe('PollingBlockNumbers (manual clock)', () => {
  it('polls while someone listens, debounces by 100 ms and only moves forward', async () => {
    const clock = new ManualClock()
    const { state, read } = node(5)
    const blocks = new PollingBlockNumbers(new Map([[128, read]]), clock, { pollIntervalMs: 1_000 })
    const heard: number[] = []
    const unsubscribe = blocks.subscribe(128, (n) => heard.push(n))
    await clock.advance(0)
    expect(blocks.current(128)).toBe(5)
    expect(heard).toEqual([]) // debounced
    await clock.advance(100)
    expect(heard).toEqual([5])

    state.block = 4 // a lagging node never takes the number back
    await clock.advance(1_000)
    expect(blocks.current(128)).toBe(5)
    state.block = 7
    await clock.advance(1_000)
    await clock.advance(100)
    expect(heard).toEqual([5, 7])

    unsubscribe()
    const polls = state.polls
    await clock.advance(10_000)
    expect(state.polls).toBe(polls)
    expect(clock.pending()).toBe(0)
  })

  it('gives one notification for a burst of blocks within the debounce window', async () => {
    const clock = new ManualClock()
    const { state, read } = node(1)
    const blocks = new PollingBlockNumbers(new Map([[56, read]]), clock, { pollIntervalMs: 50 })
    const heard: number[] = []
    blocks.subscribe(56, (n) => heard.push(n))
    await clock.advance(0)
    state.block = 2
    await clock.advance(50)
    state.block = 3
    await clock.advance(50)
    expect(heard).toEqual([])
    await clock.advance(100)
    expect(heard).toEqual([3])
  })

  it('only logs a failed check and keeps polling', async () => {
    const clock = new ManualClock()
    const { state, read } = node(9)
    const errors: unknown[] = []
    const blocks = new PollingBlockNumbers(new Map([[128, read]]), clock, {
      pollIntervalMs: 1_000,
      onError: (_chainId, error) => errors.push(error),
    })
    state.fail = true
    blocks.subscribe(128, () => {})
    await clock.advance(0)
    expect(errors).toHaveLength(1)
    expect(blocks.current(128)).toBeUndefined()
    await clock.advance(1_000)
    expect(blocks.current(128)).toBe(9)
  })

  it('answers latest() from the node at once, never lower than before', async () => {
    const clock = new ManualClock()
    const { state, read } = node(20)
    const blocks = new PollingBlockNumbers(new Map([[128, read]]), clock)
    expect(await blocks.latest(128)).toBe(20)
    state.block = 19
    expect(await blocks.latest(128)).toBe(20)
  })

  it("refuses a chain it has no node for with 'unsupported network id'", () => {
    const blocks = new PollingBlockNumbers(new Map(), new ManualClock())
    expect(() => blocks.subscribe(999, () => {})).toThrow('unsupported network id')
  })
})
