import { AbiCoder, Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  IERC20Minimal__factory,
  IFomoPair__factory,
  Multicall3__factory,
} from '../../../src/adapters/contracts/generated'
import { MulticallChainReads } from '../../../src/adapters/multicall/MulticallChainReads'
import { MulticallLiveReads } from '../../../src/adapters/multicall/MulticallLiveReads'
import { MulticallTokenAllowances } from '../../../src/adapters/multicall/MulticallTokenAllowances'
import { MulticallTokenMetadata } from '../../../src/adapters/multicall/MulticallTokenMetadata'
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

describe('a failed, empty or malformed answer reads as nothing', () => {
  const erc20 = new Interface([
    'function symbol() view returns (string)',
    'function name() view returns (string)',
    'function decimals() view returns (uint8)',
  ])
  const allowance = IERC20Minimal__factory.createInterface().encodeFunctionData('allowance', [owner, tokenB])
  const totalSupply = IERC20Minimal__factory.createInterface().encodeFunctionData('totalSupply')

  it.each([
    ['null', null, undefined],
    ['0x', '0x', undefined],
    ['too short', '0x01', undefined],
    ['a word', coder.encode(['uint256'], [7n]), 7n],
  ])('token allowances: %s', async (_, data, expected) => {
    const multicall = new InMemoryMulticall()
    multicall.answer(128, { address: tokenA, callData: allowance }, data)
    expect(await new MulticallTokenAllowances(multicall).allowanceOf(128, tokenA, owner, tokenB)).toBe(expected)
  })

  it.each([
    ['a failed symbol', null, undefined],
    ['an empty symbol', '0x', undefined],
    ['a malformed symbol', '0x01', undefined],
    ['a symbol', coder.encode(['string'], ['FOMO']), { symbol: 'FOMO', name: 'FOMO', decimals: 18 }],
  ])('token metadata: %s', async (_, symbol, expected) => {
    const multicall = new InMemoryMulticall()
    multicall.answer(128, { address: tokenA, callData: erc20.encodeFunctionData('symbol') }, symbol)
    multicall.answer(128, { address: tokenA, callData: erc20.encodeFunctionData('name') }, '0x')
    multicall.answer(
      128,
      { address: tokenA, callData: erc20.encodeFunctionData('decimals') },
      coder.encode(['uint8'], [18]),
    )
    expect(await new MulticallTokenMetadata(multicall).metadataOf(128, tokenA)).toEqual(expected)
  })

  it('live reads: null for a failed, empty or malformed answer', () => {
    const multicall = new InMemoryMulticall()
    multicall.answer(128, { address: tokenA, callData: totalSupply }, '0x')
    multicall.answer(128, { address: tokenB, callData: totalSupply }, '0x01')
    multicall.answer(128, { address: pair, callData: totalSupply }, coder.encode(['uint256'], [9n]))
    const seen: unknown[] = []
    new MulticallLiveReads(multicall, () => multicall3).watchTotalSupplies(
      128,
      [tokenA, tokenB, pair, multicall3],
      (values) => seen.push(values),
    )
    expect(seen).toEqual([[null, null, 9n, null]])
  })
})
