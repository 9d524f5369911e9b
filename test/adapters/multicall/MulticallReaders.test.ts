import { AbiCoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import { IERC20Minimal__factory, IFomoPair__factory } from '../../../src/adapters/contracts/generated'
import { MulticallPairReserves } from '../../../src/adapters/multicall/MulticallPairReserves'
import { MulticallTokenBalances } from '../../../src/adapters/multicall/MulticallTokenBalances'
import { InMemoryMulticall } from '../../doubles/InMemoryMulticall'
import { InMemoryPairReserves } from '../../doubles/InMemoryPairReserves'
import { InMemoryTokenBalances } from '../../doubles/InMemoryTokenBalances'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const [tokenA, tokenB, pair] = [`0x${'a1'.repeat(20)}`, `0x${'b2'.repeat(20)}`, `0x${'c3'.repeat(20)}`]
const coder = AbiCoder.defaultAbiCoder()

describe('balances and reserves over the Multicall port (in-memory multicall)', () => {
  it('decodes balances, leaving failed or malformed reads undefined, in one batch', async () => {
    const multicall = new InMemoryMulticall()
    const callData = IERC20Minimal__factory.createInterface().encodeFunctionData('balanceOf', [owner])
    multicall.answer(128, { address: tokenA, callData }, coder.encode(['uint256'], [10n ** 30n + 1n]))
    multicall.answer(128, { address: tokenB, callData }, '0x01')
    const balances = await new MulticallTokenBalances(multicall).balancesOf(128, owner, [tokenA, tokenB, pair])
    expect(balances).toEqual([10n ** 30n + 1n, undefined, undefined])
    expect(multicall.reads).toHaveLength(1)
  })

  it('decodes reserves; a pair that does not exist is null', async () => {
    const multicall = new InMemoryMulticall()
    const callData = IFomoPair__factory.createInterface().encodeFunctionData('getReserves')
    multicall.answer(56, { address: pair, callData }, coder.encode(['uint112', 'uint112', 'uint32'], [5n, 7n, 99n]))
    const reserves = await new MulticallPairReserves(multicall).reservesOf(56, [pair, tokenA])
    expect(reserves).toEqual([{ reserve0: 5n, reserve1: 7n }, null])
  })
})

describe('the in-memory TokenBalances and PairReserves doubles', () => {
  it('answer like the multicall-backed readers: set values, undefined or null otherwise', async () => {
    const balances = new InMemoryTokenBalances()
    balances.set(128, owner, tokenA, 42n)
    expect(
      await balances.balancesOf(128, owner.toLowerCase(), [tokenA.toUpperCase().replace('0X', '0x'), tokenB]),
    ).toEqual([42n, undefined])
    expect(await balances.balancesOf(56, owner, [tokenA])).toEqual([undefined])
    const reserves = new InMemoryPairReserves()
    reserves.set(56, pair, { reserve0: 1n, reserve1: 2n })
    expect(await reserves.reservesOf(56, [pair, tokenA])).toEqual([{ reserve0: 1n, reserve1: 2n }, null])
  })
})
