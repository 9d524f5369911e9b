import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchJsonRpc } from '../../../src/adapters/rpc/FetchJsonRpc'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { type CountingRpcProxy, countingRpcProxy } from './countingRpcProxy'

let devnet: ForkedDevnet
let proxy: CountingRpcProxy
beforeAll(async () => {
  devnet = await forkDevnet()
  proxy = await countingRpcProxy(devnet.chain(128).rpcUrl)
})
afterAll(async () => {
  await proxy?.close()
  await devnet?.stop()
})

const hex = (value: number) => `0x${value.toString(16)}`

describe('FetchJsonRpc (the indexer over fetch) on a devnet fork', () => {
  it('sends the requests of one turn as batches of at most 100, eth_getLogs alone, each answer to its caller', async () => {
    const rpc = new FetchJsonRpc(proxy.url)
    const head = Number(await rpc.send('eth_blockNumber', []))
    proxy.reset()
    const numbers = Array.from({ length: 150 }, (_, i) => i % (head + 1))
    const [blocks, logs, chainId] = await Promise.all([
      Promise.all(numbers.map((n) => rpc.send('eth_getBlockByNumber', [hex(n), false]) as Promise<{ number: string }>)),
      rpc.send('eth_getLogs', [{ fromBlock: '0x0', toBlock: hex(head) }]) as Promise<unknown[]>,
      rpc.send('eth_chainId', []),
    ])
    expect(blocks.map((block) => Number(block.number))).toEqual(numbers)
    expect(logs.length).toBeGreaterThan(0)
    expect(Number(chainId)).toBe(128)
    expect(proxy.posts.map((post) => post.length).sort((a, b) => a - b)).toEqual([1, 51, 100])
    expect(proxy.posts.find((post) => post.length === 1)).toEqual(['eth_getLogs'])
  })

  it('rejects only the failed request with the node error code; an unreachable node rejects them all', async () => {
    const rpc = new FetchJsonRpc(proxy.url)
    const [good, bad] = await Promise.allSettled([
      rpc.send('eth_chainId', []),
      rpc.send('eth_getBlockByNumber', ['not a block', false]),
    ])
    expect(good.status).toBe('fulfilled')
    expect(bad.status).toBe('rejected')
    expect((bad as PromiseRejectedResult).reason.code).toBeTypeOf('number')
    const down = new FetchJsonRpc('http://127.0.0.1:9')
    await expect(down.send('eth_blockNumber', [])).rejects.toThrow()
  })
})
