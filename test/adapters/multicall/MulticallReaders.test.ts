import { AbiCoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  IERC20Minimal__factory,
  IFomoPair__factory,
  Multicall3__factory,
} from '../../../src/adapters/contracts/generated'
import { MulticallChainReads } from '../../../src/adapters/multicall/MulticallChainReads'
import { NATIVE_COIN } from '../../../src/ports/BalanceAsset'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryMulticall } from '../../doubles/InMemoryMulticall'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const [tokenA, tokenB, pair] = [`0x${'a1'.repeat(20)}`, `0x${'b2'.repeat(20)}`, `0x${'c3'.repeat(20)}`]
const multicall3 = `0x${'d4'.repeat(20)}`
const coder = AbiCoder.defaultAbiCoder()
const token = (address: string) => ({ kind: 'token', address }) as const

describe('ChainReads over the Multicall batch (in-memory multicall)', () => {
  it('reads token balances and the native coin (getEthBalance) in one batch; failed or malformed reads are undefined', async () => {
    const multicall = new InMemoryMulticall()
    const callData = IERC20Minimal__factory.createInterface().encodeFunctionData('balanceOf', [owner])
    const ethBalance = Multicall3__factory.createInterface().encodeFunctionData('getEthBalance', [owner])
    multicall.answer(128, { address: tokenA, callData }, coder.encode(['uint256'], [10n ** 30n + 1n]))
    multicall.answer(128, { address: tokenB, callData }, '0x01')
    multicall.answer(128, { address: multicall3, callData: ethBalance }, coder.encode(['uint256'], [5n]))
    const reads = new MulticallChainReads(multicall, () => multicall3)
    const balances = await reads.balancesOf(128, owner, [token(tokenA), NATIVE_COIN, token(tokenB), token(pair)])
    expect(balances).toEqual([10n ** 30n + 1n, 5n, undefined, undefined])
    expect(multicall.reads).toHaveLength(1)
  })

  it('decodes reserves; a pair that does not exist is null', async () => {
    const multicall = new InMemoryMulticall()
    const callData = IFomoPair__factory.createInterface().encodeFunctionData('getReserves')
    multicall.answer(56, { address: pair, callData }, coder.encode(['uint112', 'uint112', 'uint32'], [5n, 7n, 99n]))
    const reserves = await new MulticallChainReads(multicall, () => multicall3).reservesOf(56, [pair, tokenA])
    expect(reserves).toEqual([{ reserve0: 5n, reserve1: 7n }, null])
  })
})

describe('the in-memory ChainReads double', () => {
  it('answers like the multicall-backed reads: set values, undefined or null otherwise', async () => {
    const reads = new InMemoryChainReads()
    reads.setBalance(128, owner, token(tokenA), 42n)
    reads.setBalance(128, owner, NATIVE_COIN, 7n)
    expect(
      await reads.balancesOf(128, owner.toLowerCase(), [
        token(tokenA.toUpperCase().replace('0X', '0x')),
        token(tokenB),
      ]),
    ).toEqual([42n, undefined])
    expect(await reads.balancesOf(128, owner, [NATIVE_COIN])).toEqual([7n])
    expect(await reads.balancesOf(56, owner, [token(tokenA), NATIVE_COIN])).toEqual([undefined, undefined])
    reads.setReserves(56, pair, { reserve0: 1n, reserve1: 2n })
    expect(await reads.reservesOf(56, [pair, tokenA])).toEqual([{ reserve0: 1n, reserve1: 2n }, null])
  })
})
