import { JsonRpcProvider, Network } from 'ethers'
import { afterAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type RunningChain, startAnvilChain } from '../../src/adapters/devnet/startAnvilChain'
import { parseBlockTime } from '../../src/cli/parseBlockTime'
import { freePort } from '../support/freePort'

const running: RunningChain[] = []
afterAll(async () => {
  await Promise.all(running.map((chain) => chain.stop()))
})

async function chainWithBlockTime(blockTimeSeconds: number) {
  const chain = await startAnvilChain({ chainId: 128, port: await freePort(), blockTimeSeconds })
  running.push(chain)
  return new JsonRpcProvider(chain.rpcUrl, Network.from(128), { staticNetwork: true, cacheTimeout: -1 })
}

describe('a devnet chain with a block time (`fomo devnet --block-time`)', () => {
  it('still mines a transaction the moment it arrives', async () => {
    // a block time far longer than the test: the receipt can only come from mining on arrival
    const provider = await chainWithBlockTime(60)
    const hash: string = await provider.send('eth_sendTransaction', [
      { from: devAccounts()[0]!.address, to: devAccounts()[1]!.address, value: '0x1' },
    ])
    expect(await provider.send('eth_getTransactionReceipt', [hash])).not.toBeNull()
    provider.destroy()
  })

  it('mines empty blocks with no traffic, so confirmations count up', { timeout: 60_000 }, async () => {
    const provider = await chainWithBlockTime(1)
    const start = await provider.getBlockNumber()
    let head = start
    // anvil's interval miner follows the wall clock: wait for two of its blocks, whatever the machine's load
    while (head < start + 2) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      head = await provider.getBlockNumber()
    }
    expect(head).toBeGreaterThanOrEqual(start + 2)
    provider.destroy()
  })
})

describe('parseBlockTime', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['60', 60],
  ])('takes %s', (value, seconds) => expect(parseBlockTime(value)).toBe(seconds))

  it.each(['-1', '1.5', '61', 'soon', ''])('refuses %j, saying what it takes', (value) => {
    expect(() => parseBlockTime(value)).toThrow(/whole number of seconds from 0/)
  })
})
