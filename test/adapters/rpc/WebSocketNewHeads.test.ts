import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HeadsSocket, WebSocketNewHeads } from '../../../src/adapters/rpc/WebSocketNewHeads'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { freePort } from '../../support/freePort'

// Node 20 has no global WebSocket; `ws` (ethers' own) has the same interface
const NodeWebSocket = createRequire(import.meta.url)('ws') as new (url: string) => HeadsSocket
const openSocket = (url: string) => new NodeWebSocket(url)

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

describe('WebSocketNewHeads on a devnet fork', () => {
  it('tells each new block’s number as the node mines it, and stops when closed', async () => {
    const chain = devnet.chain(128)
    const heads = new WebSocketNewHeads(chain.rpcUrl.replace(/^http/, 'ws'), openSocket)
    const seen: number[] = []
    const closed: unknown[] = []
    let confirmed = false
    const close = heads.subscribe(
      (n) => seen.push(n),
      (error) => closed.push(error),
      () => (confirmed = true),
    )
    const start = await chain.provider.getBlockNumber()
    // the subscription is confirmed asynchronously (onOpen): from then on, every block is told
    await expect.poll(() => confirmed).toBe(true)
    expect(seen).toEqual([])
    await chain.provider.send('evm_mine', [])
    await expect.poll(() => seen.length).toBeGreaterThan(0)
    const first = seen[0]!
    expect(first).toBe(start + 1)
    expect(first).toBeGreaterThan(start)
    await chain.provider.send('evm_mine', [])
    await chain.provider.send('evm_mine', [])
    await expect.poll(() => seen.at(-1)).toBe(await chain.provider.getBlockNumber())
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => first + i)) // every block, in order
    close()
    const count = seen.length
    await chain.provider.send('evm_mine', [])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen).toHaveLength(count)
    expect(closed).toEqual([]) // closing it is not the stream ending
  })

  it('ends the stream (onClosed, once) when nothing answers the WebSocket', async () => {
    const heads = new WebSocketNewHeads(`ws://127.0.0.1:${await freePort()}`, openSocket)
    const closed: unknown[] = []
    heads.subscribe(
      () => {},
      (error) => closed.push(error),
    )
    await expect.poll(() => closed.length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(closed).toHaveLength(1)
    expect(String(closed[0])).toContain('new heads')
  })
})
