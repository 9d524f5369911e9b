import { describe, expect, it } from 'vitest'
import { ChainMulticall } from '../../../src/adapters/multicall/ChainMulticall'
import type { ChunkAnswer } from '../../../src/adapters/multicall/ChunkFetcher'
import { StaleBlockError } from '../../../src/domain/errors/StaleBlockError'
import type { Call, CallResult } from '../../../src/domain/multicall/Call'
import { InMemoryBlockNumbers } from '../../doubles/InMemoryBlockNumbers'
import { ManualClock } from '../../doubles/ManualClock'

const CHAIN = 128
const call = (i: number): Call => ({
  address: `0x${i.toString(16).padStart(40, '0')}`,
  callData: `0x${i.toString(16).padStart(2, '0')}`,
})

/** A chain whose multicall answers `data-<block>` per call, with programmable failures and stale answers. */
function setup(options: { chunkSize?: number } = {}) {
  const clock = new ManualClock()
  const blocks = new InMemoryBlockNumbers()
  const fetches: { calls: readonly Call[]; minBlockNumber: number }[] = []
  const chain = { block: 10, failNext: 0, staleNext: 0 }
  const errors: unknown[] = []
  const fetchChunk = async (calls: readonly Call[], minBlockNumber: number): Promise<ChunkAnswer> => {
    fetches.push({ calls, minBlockNumber })
    if (chain.failNext > 0) {
      chain.failNext--
      throw new Error('node down')
    }
    let readAt = chain.block
    if (chain.staleNext > 0) {
      chain.staleNext--
      readAt = minBlockNumber - 1 // a lagging node
    }
    if (readAt < minBlockNumber) throw new StaleBlockError(readAt, minBlockNumber)
    return { blockNumber: readAt, data: calls.map((c) => `${c.callData}${readAt.toString(16).padStart(2, '0')}`) }
  }
  const multicall = new ChainMulticall({
    chainId: CHAIN,
    fetchChunk,
    blocks,
    readBlockNumber: async () => chain.block,
    clock,
    random: () => 0.5,
    chunkSize: options.chunkSize,
    onChunkError: (error) => errors.push(error),
  })
  return { clock, blocks, fetches, chain, errors, multicall }
}

describe('ChainMulticall (with the in-memory block numbers and manual clock)', () => {
  it('reads every call of a moment in one fetch per block', async () => {
    const { clock, blocks, fetches, multicall } = setup()
    blocks.set(CHAIN, 10)
    const first = multicall.read([call(1), call(2)])
    const second = multicall.read([call(3), call(1)])
    await clock.advance(100)
    expect(await first).toEqual([
      { data: '0x010a', blockNumber: 10 },
      { data: '0x020a', blockNumber: 10 },
    ])
    expect((await second).map((a) => a.data)).toEqual(['0x030a', '0x010a'])
    expect(fetches).toHaveLength(1)
    expect(fetches[0]!.calls).toHaveLength(3)
  })

  it('answers a repeated read in the same block from the cache', async () => {
    const { clock, blocks, fetches, multicall } = setup()
    blocks.set(CHAIN, 10)
    const first = multicall.read([call(1)])
    await clock.advance(100)
    await first
    expect(await multicall.read([call(1)])).toEqual([{ data: '0x010a', blockNumber: 10 }])
    expect(fetches).toHaveLength(1)
  })

  it('splits the calls into chunks of at most the chunk size', async () => {
    const { clock, blocks, fetches, multicall } = setup({ chunkSize: 2 })
    blocks.set(CHAIN, 10)
    const read = multicall.read([1, 2, 3, 4, 5].map(call))
    await clock.advance(100)
    expect((await read).map((a) => a.data)).toEqual(['0x010a', '0x020a', '0x030a', '0x040a', '0x050a'])
    expect(fetches.map((f) => f.calls.length)).toEqual([2, 2, 1])
  })

  it('marks the calls of a failed chunk fetched with null data', async () => {
    const { clock, blocks, chain, errors, multicall } = setup({ chunkSize: 1 })
    blocks.set(CHAIN, 10)
    chain.failNext = 1
    const read = multicall.read([call(1), call(2)])
    await clock.advance(100)
    expect(await read).toEqual([
      { data: null, blockNumber: 10 },
      { data: '0x020a', blockNumber: 10 },
    ])
    expect(errors).toHaveLength(1)
  })

  it("retries a result for an old block ('Fetched for old block number') after a 2.5–3.5 s wait", async () => {
    const { clock, blocks, fetches, chain, multicall } = setup()
    blocks.set(CHAIN, 10)
    chain.staleNext = 3 // unlimited stale retries: three in a row still end in a result
    let answer: unknown
    void multicall.read([call(1)]).then((a) => {
      answer = a
    })
    await clock.advance(100)
    expect(fetches).toHaveLength(1)
    await clock.advance(2_999) // random 0.5 → 3000 ms
    expect(fetches).toHaveLength(1)
    await clock.advance(1)
    expect(fetches).toHaveLength(2)
    await clock.advance(6_000)
    expect(fetches).toHaveLength(4)
    expect(answer).toEqual([{ data: '0x010a', blockNumber: 10 }])
  })

  it('cancels a retry for a block that has passed and reads at the new block', async () => {
    const { clock, blocks, fetches, chain, multicall } = setup()
    blocks.set(CHAIN, 10)
    chain.staleNext = 1
    const seen: CallResult[][] = []
    const unwatch = multicall.watch([call(1)], (results) => seen.push(results))
    await clock.advance(100)
    chain.block = 11
    blocks.set(CHAIN, 11)
    await clock.advance(100)
    expect(fetches.map((f) => f.minBlockNumber)).toEqual([10, 11])
    await clock.advance(10_000) // the cancelled retry for block 10 never runs
    expect(fetches).toHaveLength(2)
    expect(seen).toEqual([[{ data: '0x010b', blockNumber: 11 }]])
    unwatch()
  })

  it('answers a new watcher at once with what an earlier read already fetched at this block', async () => {
    const { clock, blocks, fetches, multicall } = setup()
    blocks.set(CHAIN, 10)
    const read = multicall.read([call(1)])
    await clock.advance(100)
    await read
    const seen: CallResult[][] = []
    const unwatch = multicall.watch([call(1)], (results) => seen.push(results))
    await clock.advance(100)
    expect(seen).toEqual([[{ data: '0x010a', blockNumber: 10 }]])
    expect(fetches).toHaveLength(1) // nothing fetched twice
    unwatch()
  })

  it('settles whenFresh once the watched calls are read at a block the follower has not seen yet', async () => {
    const { clock, blocks, fetches, chain, multicall } = setup()
    blocks.set(CHAIN, 10)
    const seen: CallResult[][] = []
    const unwatch = multicall.watch([call(1), call(2)], (results) => seen.push(results))
    await clock.advance(100)
    await multicall.whenFresh(10) // already read at block 10
    chain.block = 11 // a transaction confirmed at block 11; the follower still says 10
    let fresh = false
    const waiting = multicall.whenFresh(11).then(() => (fresh = true))
    await Promise.resolve()
    expect(fresh).toBe(false)
    await clock.advance(100)
    await waiting
    expect(fetches.map((f) => f.minBlockNumber)).toEqual([10, 11])
    expect(seen.at(-1)).toEqual([
      { data: '0x010b', blockNumber: 11 },
      { data: '0x020b', blockNumber: 11 },
    ])
    unwatch()
    await multicall.whenFresh(99) // nothing watched: nothing to wait for
  })

  it('refetches a watched call only every blocksPerFetch blocks', async () => {
    const { clock, blocks, fetches, chain, multicall } = setup()
    blocks.set(CHAIN, 10)
    const unwatch = multicall.watch([call(1)], () => {}, 3)
    await clock.advance(100)
    for (const block of [11, 12, 13, 14]) {
      chain.block = block
      blocks.set(CHAIN, block)
      await clock.advance(100)
    }
    expect(fetches.map((f) => f.minBlockNumber)).toEqual([10, 13])
    unwatch()
  })

  it('stops following blocks when the last watcher leaves', async () => {
    const { clock, blocks, multicall } = setup()
    blocks.set(CHAIN, 10)
    const unwatch = multicall.watch([call(1)], () => {})
    expect(blocks.listenerCount(CHAIN)).toBe(1)
    unwatch()
    unwatch()
    expect(blocks.listenerCount(CHAIN)).toBe(0)
    expect(clock.pending()).toBe(0)
  })
})
