import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoPair__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { sendSwaps, tokenOf } from '../adapters/indexer/support/pairTraffic'
import { type FinalityFork, finalityFork } from './support/finalityFork'

const CHAIN = 128
type Answer = Awaited<ReturnType<FinalityFork['get']>>

/**
 * Issue 31, item 3: the market reads are cached (on PGlite until the indexed chains move, no TTL), so a cached answer
 * must be replaced once new events are indexed, and once a reorganisation rolls back the block they were in: never the
 * answer of a rolled-back block. The server's other tests cache nothing (cacheTtlMs 0); this one caches for an hour.
 */
describe('the cached market reads follow the indexed chain', () => {
  let fork: FinalityFork
  const trader = devAccounts()[1]!.address.toLowerCase()
  let pair: string

  beforeAll(async () => {
    fork = await finalityFork({ [CHAIN]: 0 }, { cacheTtlMs: 3_600_000 })
    const { record } = fork.chain(CHAIN)
    const [usdt, aura] = [tokenOf(record, 'USDT'), tokenOf(record, 'AURA')].map((a) => a.toLowerCase())
    pair = record.pairs.find((p) => [p.token0, p.token1].every((t) => [usdt, aura].includes(t.toLowerCase())))!.address
    pair = pair.toLowerCase()
  })
  afterAll(() => fork?.close())

  /** The three cached reads, as the server answers them now. */
  const reads = async () => {
    const [pairs, candles, volume] = (await Promise.all(
      [
        `/api/market/${CHAIN}/pairs`,
        `/api/market/${CHAIN}/pair/${pair}/candles?interval=1h`,
        `/api/market/${CHAIN}/volume/${trader}`,
      ].map((url) => fork.get(url)),
    )) as [Answer, Answer, Answer]
    for (const read of [pairs, candles, volume]) expect(read.status).toBe(200)
    const market = pairs.body.data.pairs.find((p: { address: string }) => p.address === pair)
    return {
      reserves: [market.reserve0, market.reserve1],
      swaps: candles.body.data.candles.reduce((sum: number, candle: { swaps: number }) => sum + candle.swaps, 0),
      traderSwaps: volume.body.data.volumes.reduce((sum: number, v: { swaps: number }) => sum + v.swaps, 0),
    }
  }
  /** The pair's reserves on the chain now, as decimal strings. */
  const chainReserves = async () => {
    const [reserve0, reserve1] = await FomoPair__factory.connect(pair, fork.chain(CHAIN).provider).getReserves()
    return [reserve0.toString(), reserve1.toString()]
  }

  it('answers anew after new swaps are indexed, and after a reorganisation rolls them back', async () => {
    const { driver } = fork.chain(CHAIN)
    await driver.indexed()
    const before = await reads()
    expect(before.reserves).toEqual(await chainReserves())
    expect(await reads()).toEqual(before) // a second read is the cached answer, unchanged

    const snapshot = await driver.snapshot()
    await sendSwaps(fork.chain(CHAIN), { count: 2, symbols: ['USDT', 'AURA'] })
    await driver.indexed()
    const after = await reads()
    expect(after.reserves).toEqual(await chainReserves())
    expect(after.reserves).not.toEqual(before.reserves)
    expect(after).toMatchObject({ swaps: before.swaps + 2, traderSwaps: before.traderSwaps + 2 })

    await driver.reorganise(snapshot, 3) // a longer chain without the swaps
    const rolledBack = await reads()
    expect(rolledBack).toEqual(before)
    expect(rolledBack.reserves).toEqual(await chainReserves())
  })

  it('tags each answer: 304 to a client holding its tag, 200 with another tag once new swaps are indexed', async () => {
    const url = `/api/market/${CHAIN}/pairs`
    const first = await fork.server.app.inject({ url })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const held = await fork.server.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(held).toMatchObject({ statusCode: 304, body: '' })

    await sendSwaps(fork.chain(CHAIN), { count: 1, symbols: ['USDT', 'AURA'] })
    await fork.chain(CHAIN).driver.indexed()
    const moved = await fork.server.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(moved.statusCode).toBe(200)
    expect(moved.headers.etag).not.toBe(etag)
    expect(moved.body).not.toBe(first.body)
  })
})
