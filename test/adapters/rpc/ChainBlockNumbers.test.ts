import { describe, expect, it } from 'vitest'
import { ChainBlockNumbers } from '../../../src/adapters/rpc/ChainBlockNumbers'
import { ManualClock } from '../../doubles/ManualClock'
import { ScriptedNewHeads } from '../../doubles/ScriptedNewHeads'

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

describe('ChainBlockNumbers (manual clock)', () => {
  it('polls while someone listens, debounces by 100 ms and only moves forward', async () => {
    const clock = new ManualClock()
    const { state, read } = node(5)
    const blocks = new ChainBlockNumbers(new Map([[128, read]]), clock, { pollIntervalMs: 1_000 })
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
    const blocks = new ChainBlockNumbers(new Map([[56, read]]), clock, { pollIntervalMs: 50 })
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
    const blocks = new ChainBlockNumbers(new Map([[128, read]]), clock, {
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
    const blocks = new ChainBlockNumbers(new Map([[128, read]]), clock)
    expect(await blocks.latest(128)).toBe(20)
    state.block = 19
    expect(await blocks.latest(128)).toBe(20)
  })

  it("refuses a chain it has no node for with 'unsupported network id'", () => {
    const blocks = new ChainBlockNumbers(new Map(), new ManualClock())
    expect(() => blocks.subscribe(999, () => {})).toThrow('unsupported network id')
  })
})

describe('ChainBlockNumbers with a new-heads stream (manual clock)', () => {
  it('reads the block once, then follows each head without a request, however long it runs', async () => {
    const clock = new ManualClock()
    const { state, read } = node(10)
    const heads = new ScriptedNewHeads()
    const blocks = new ChainBlockNumbers(new Map([[128, read]]), clock, { heads: new Map([[128, heads]]) })
    const heard: number[] = []
    const unsubscribe = blocks.subscribe(128, (n) => heard.push(n))
    await clock.advance(100)
    expect(heard).toEqual([10])
    for (const head of [11, 12, 13]) {
      heads.head(head)
      await clock.advance(100) // the debounce only: a head reaches listeners 100 ms after the node sent it
      expect(heard.at(-1)).toBe(head)
    }
    await clock.advance(60 * 60_000)
    expect(state.polls).toBe(1)
    unsubscribe()
    expect(heads.isOpen).toBe(false)
    expect(clock.pending()).toBe(0)
  })

  it('reads the number again once the stream is confirmed: a block mined while it was opening is not missed', async () => {
    const clock = new ManualClock()
    const { state, read } = node(10)
    const heads = new ScriptedNewHeads()
    const blocks = new ChainBlockNumbers(new Map([[128, read]]), clock, { heads: new Map([[128, heads]]) })
    const heard: number[] = []
    blocks.subscribe(128, (n) => heard.push(n))
    await clock.advance(100)
    expect(heard).toEqual([10])
    state.block = 11 // mined before the node answered eth_subscribe: no head will tell of it
    heads.confirm()
    await clock.advance(100)
    expect(heard).toEqual([10, 11])
    expect(state.polls).toBe(2)
    await clock.advance(60 * 60_000)
    expect(state.polls).toBe(2) // then the stream alone
  })

  it('polls at the chain’s block time while the stream is down, and goes back to the stream when it opens again', async () => {
    const clock = new ManualClock()
    const { state, read } = node(1)
    const heads = new ScriptedNewHeads()
    const blocks = new ChainBlockNumbers(new Map([[56, read]]), clock, {
      heads: new Map([[56, heads]]),
      pollIntervalsMs: new Map([[56, 3_000]]),
      headsRetryMs: 30_000,
      onError: () => {}, // a stream that ends is only logged
    })
    const heard: number[] = []
    blocks.subscribe(56, (n) => heard.push(n))
    await clock.advance(100)
    heads.refuse = true
    heads.drop()
    await clock.advance(0)
    expect(state.polls).toBe(2) // at once when the stream ends
    state.block = 2
    await clock.advance(3_000)
    expect(state.polls).toBe(3)
    await clock.advance(100)
    expect(heard).toEqual([1, 2])
    await clock.advance(30_000 - 3_100) // the retry: refused again, polling goes on
    expect(heads.opened).toBe(2)
    const polls = state.polls
    heads.refuse = false
    await clock.advance(30_000)
    expect(heads.opened).toBe(3)
    expect(heads.isOpen).toBe(true)
    const pollsWhenOpen = state.polls
    expect(pollsWhenOpen).toBeGreaterThan(polls)
    await clock.advance(60_000)
    expect(state.polls).toBe(pollsWhenOpen) // the stream runs: no more polling
    heads.head(9)
    await clock.advance(100)
    expect(heard.at(-1)).toBe(9)
  })

  it('polls a chain without a stream at its own block time, another at the default interval', async () => {
    const clock = new ManualClock()
    const heco = node(1)
    const other = node(1)
    const blocks = new ChainBlockNumbers(
      new Map([
        [128, heco.read],
        [1, other.read],
      ]),
      clock,
      { pollIntervalMs: 15_000, pollIntervalsMs: new Map([[128, 3_000]]) },
    )
    blocks.subscribe(128, () => {})
    blocks.subscribe(1, () => {})
    await clock.advance(15_000)
    expect(heco.state.polls).toBe(6) // at 0, 3, 6, 9, 12 and 15 s
    expect(other.state.polls).toBe(2) // at 0 and 15 s
  })
})
