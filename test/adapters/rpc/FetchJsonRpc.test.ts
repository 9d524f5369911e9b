import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchJsonRpc } from '../../../src/adapters/rpc/FetchJsonRpc'
import { RpcTimeoutError } from '../../../src/adapters/rpc/RpcTimeoutError'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { freePort } from '../../support/freePort'
import { type CountingRpcProxy, countingRpcProxy } from './countingRpcProxy'
import { outageProxy } from './outageProxy'

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

  it('keeps at most 4 POSTs at the node at once, however many are asked in one turn (issue 31: reads ahead)', async () => {
    const rpc = new FetchJsonRpc(proxy.url)
    const head = Number(await rpc.send('eth_blockNumber', []))
    proxy.reset()
    const numbers = Array.from({ length: 1_000 }, (_, i) => i % (head + 1))
    const logs = Array.from({ length: 8 }, () => rpc.send('eth_getLogs', [{ fromBlock: '0x0', toBlock: hex(head) }]))
    const blocks = await Promise.all(
      numbers.map((n) => rpc.send('eth_getBlockByNumber', [hex(n), false]) as Promise<{ number: string }>),
    )
    await Promise.all(logs)
    expect(blocks.map((block) => Number(block.number))).toEqual(numbers)
    expect(proxy.posts).toHaveLength(18) // 8 eth_getLogs and 10 batches of 100
    expect(proxy.mostAtOnce).toBe(4)
  })

  it('sends a batch asked while POSTs wait before the eth_getLogs waiting (a range read ahead asks its blocks once its logs are in)', async () => {
    const rpc = new FetchJsonRpc(proxy.url)
    const head = Number(await rpc.send('eth_blockNumber', []))
    proxy.reset()
    const logs = Array.from({ length: 8 }, () => rpc.send('eth_getLogs', [{ fromBlock: '0x0', toBlock: hex(head) }]))
    await new Promise((resolve) => setImmediate(resolve)) // a later turn: its own flush
    const blocks = Array.from({ length: 3 }, (_, n) => rpc.send('eth_getBlockByNumber', [hex(n), false]))
    await Promise.all([...logs, ...blocks])
    expect(proxy.posts.map((post) => post.join(' '))).toEqual([
      ...Array(4).fill('eth_getLogs'), // in flight when the batch was asked
      'eth_getBlockByNumber eth_getBlockByNumber eth_getBlockByNumber',
      ...Array(4).fill('eth_getLogs'),
    ])
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
    const down = new FetchJsonRpc(`http://127.0.0.1:${await freePort()}`) // nothing listens there
    await expect(down.send('eth_blockNumber', [])).rejects.toThrow(
      /eth_blockNumber to .*: cannot connect \(ECONNREFUSED\)/,
    )
  })

  it('gives up on a node that hangs after its timeout, with an RpcTimeoutError, and answers again once it is back', async () => {
    const hung = await outageProxy(devnet.chain(128).rpcUrl, 'hang')
    try {
      const rpc = new FetchJsonRpc(hung.url, 200)
      const [alone, batched] = await Promise.allSettled([
        rpc.send('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x0' }]),
        Promise.all([rpc.send('eth_blockNumber', []), rpc.send('eth_chainId', [])]),
      ])
      for (const result of [alone, batched]) {
        expect(result.status).toBe('rejected')
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(RpcTimeoutError)
      }
      expect((alone as PromiseRejectedResult).reason.message).toMatch(/eth_getLogs to .*: no answer within 200 ms/)
      await hung.set('forward')
      // a pooled socket the proxy just dropped may fail one request first, as a real node's restart would
      await expect.poll(() => rpc.send('eth_chainId', []).then(Number, () => -1)).toBe(128)
    } finally {
      await hung.close()
    }
  })
})
