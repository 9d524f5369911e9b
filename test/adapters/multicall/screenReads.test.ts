import { type JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/SystemClock'
import { DevToken__factory, FomoPair__factory } from '../../../src/adapters/contracts/generated'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { EthersMulticall } from '../../../src/adapters/multicall/EthersMulticall'
import { MulticallChainReads } from '../../../src/adapters/multicall/MulticallChainReads'
import { ChainBlockNumbers } from '../../../src/adapters/rpc/ChainBlockNumbers'
import { connectJsonRpc } from '../../../src/adapters/rpc/connectJsonRpc'
import type { DeploymentRecord } from '../../../src/domain/deployment/DeploymentRecord'
import { type BalanceAsset, NATIVE_COIN } from '../../../src/ports/BalanceAsset'
import { type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { type CountingRpcProxy, countingRpcProxy } from '../rpc/countingRpcProxy'

const CHAIN = 128
let devnet: ForkedDevnet
let proxy: CountingRpcProxy
let provider: JsonRpcProvider
let record: DeploymentRecord
let tokens: string[]
const owner = devAccounts()[1]!.address

beforeAll(async () => {
  devnet = await forkDevnet()
  const fork = devnet.chain(CHAIN)
  record = fork.record
  // the seeded devnet has 8 tokens; a screen with 10 needs two more
  const deployer = new Wallet(devAccounts()[0]!.privateKey, fork.provider)
  const extra = []
  for (const symbol of ['XTRA1', 'XTRA2']) {
    const token = await (await new DevToken__factory(deployer).deploy(symbol, symbol)).waitForDeployment()
    await (await token.mint(owner, 12_345n + BigInt(extra.length))).wait()
    extra.push(await token.getAddress())
  }
  tokens = [...record.tokens.map((t) => t.address), ...extra]
  proxy = await countingRpcProxy(fork.rpcUrl)
  provider = await connectJsonRpc(proxy.url, CHAIN) // ethers batches with the 50 ms wait
})
afterAll(async () => {
  provider?.destroy()
  await devnet?.stop()
  await proxy?.close()
})

function screen() {
  const clock = new SystemClock()
  const blocks = new ChainBlockNumbers(new Map([[CHAIN, () => provider.getBlockNumber()]]), clock, {
    pollIntervalMs: 200,
  })
  const multicall = new EthersMulticall(
    [{ chainId: CHAIN, multicallAddress: record.contracts.multicall, provider }],
    blocks,
    clock,
  )
  return { blocks, multicall, reads: new MulticallChainReads(multicall, () => record.contracts.multicall) }
}

/** Token addresses as balance assets. */
function assets(addresses: readonly string[]): BalanceAsset[] {
  return addresses.map((address) => ({ kind: 'token', address }))
}

describe('one screen of reads on a devnet fork', () => {
  it('reads the native coin, 10 token balances and the reserves of every pair in one eth_call, equal to direct calls', async () => {
    expect(tokens).toHaveLength(10)
    const pairs = record.pairs.map((p) => p.address)
    const { reads } = screen()
    proxy.reset()
    const [[gotNative, ...gotBalances], gotReserves] = await Promise.all([
      reads.balancesOf(CHAIN, owner, [NATIVE_COIN, ...assets(tokens)]),
      reads.reservesOf(CHAIN, pairs),
    ])
    const ethCalls = proxy.count('eth_call')
    const requests = proxy.posts.length
    console.info(
      `screen reads: ${tokens.length} balances + ${pairs.length} reserves → ${ethCalls} eth_call in ${requests} HTTP requests (${JSON.stringify(proxy.posts)})`,
    )
    expect(ethCalls).toBe(1)

    const direct = await devnet.chain(CHAIN).provider
    const expectedBalances = await Promise.all(tokens.map((t) => DevToken__factory.connect(t, direct).balanceOf(owner)))
    const expectedReserves = await Promise.all(
      pairs.map(async (p) => {
        const [reserve0, reserve1] = await FomoPair__factory.connect(p, direct).getReserves()
        return { reserve0, reserve1 }
      }),
    )
    expect(gotNative).toBe(await direct.getBalance(owner))
    expect(gotBalances).toEqual(expectedBalances)
    expect(gotReserves).toEqual(expectedReserves)
    expect(gotBalances.at(-1)).toBe(12_346n)
    expect(gotReserves.every((r) => r !== null && r.reserve0 > 0n)).toBe(true)
  })

  it('watches the screen with one eth_call per new block, and sees a swap', async () => {
    const { multicall } = screen()
    const fork = devnet.chain(CHAIN)
    const pair = FomoPair__factory.connect(record.pairs[0]!.address, fork.provider)
    const callData = pair.interface.encodeFunctionData('getReserves')
    const updates: (string | null | undefined)[] = []
    proxy.reset()
    const unwatch = multicall.watch(CHAIN, [{ address: await pair.getAddress(), callData }], (results) =>
      updates.push(results[0]!.data),
    )
    await waitFor(() => updates.length === 1)
    const before = proxy.count('eth_call')
    // a new block with a changed pair: send tokens to the pair and sync (anvil mines each at once)
    const trader = new NonceManager(new Wallet(devAccounts()[1]!.privateKey, fork.provider))
    await DevToken__factory.connect(await pair.token0(), trader).transfer(await pair.getAddress(), 1000n)
    await pair.connect(trader).sync()
    await waitFor(() => updates.length === 2)
    unwatch()
    console.info(`watching one call over 2 new blocks: ${proxy.count('eth_call')} eth_calls in all`)
    expect(before).toBe(1)
    expect(updates[1]).not.toBe(updates[0])
    expect(proxy.count('eth_call')).toBeLessThanOrEqual(3) // at most one per block (two blocks were mined)
  })
})

describe('multicall chunks on a devnet fork', () => {
  it('splits 600 reads into two chunks of at most 500: two eth_calls, every answer right', async () => {
    const owners = devAccounts(60).map((a) => a.address)
    const calls = owners.flatMap((owner) => tokens.map((token) => ({ owner, token })))
    const { reads } = screen()
    proxy.reset()
    const got = await Promise.all(owners.map((owner) => reads.balancesOf(CHAIN, owner, assets(tokens))))
    console.info(`${calls.length} reads → ${proxy.count('eth_call')} eth_calls (${proxy.posts.length} HTTP requests)`)
    expect(proxy.count('eth_call')).toBe(2)
    const direct = devnet.chain(CHAIN).provider
    const token = DevToken__factory.connect(tokens[0]!, direct)
    expect(got[0]![0]).toBe(await token.balanceOf(owners[0]!))
    expect(got[59]![0]).toBe(await token.balanceOf(owners[59]!))
    expect(got[1]![9]).toBe(12_346n) // dev account 1 holds the second extra token
  })

  it('marks the calls of a failed chunk fetched with null data', async () => {
    const clock = new SystemClock()
    const blocks = new ChainBlockNumbers(new Map([[CHAIN, () => provider.getBlockNumber()]]), clock)
    const errors: unknown[] = []
    const broken = new EthersMulticall([{ chainId: CHAIN, multicallAddress: owner, provider }], blocks, clock, {
      onChunkError: (error) => errors.push(error), // no Multicall3 at that address: the whole chunk fails
    })
    const reads = new MulticallChainReads(broken, () => owner)
    expect(await reads.balancesOf(CHAIN, owner, assets(tokens.slice(0, 3)))).toEqual([undefined, undefined, undefined])
    expect(errors).toHaveLength(1)
  })
})

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
