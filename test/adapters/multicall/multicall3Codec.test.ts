import { AbiCoder, id } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  IERC20Minimal__factory,
  IFomoPair__factory,
  Multicall3__factory,
} from '../../../src/adapters/contracts/generated'
import {
  decodeReserves,
  decodeTryBlockAndAggregate,
  decodeUint,
  encodeAddressCall,
  encodeTryBlockAndAggregate,
  SELECTORS,
} from '../../../src/adapters/multicall/multicall3Codec'

const multicall3 = Multicall3__factory.createInterface()
const erc20 = IERC20Minimal__factory.createInterface()
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const bytes = fc.uint8Array({ maxLength: 100 }).map((data) => `0x${Buffer.from(data).toString('hex')}`)

describe('the hand-written Multicall3 codec', () => {
  it('has the selectors of the functions it names', () => {
    expect(SELECTORS.balanceOf).toBe(id('balanceOf(address)').slice(0, 10))
    expect(SELECTORS.allowance).toBe(id('allowance(address,address)').slice(0, 10))
    expect(SELECTORS.totalSupply).toBe(id('totalSupply()').slice(0, 10))
    expect(SELECTORS.getReserves).toBe(id('getReserves()').slice(0, 10))
    expect(SELECTORS.getEthBalance).toBe(id('getEthBalance(address)').slice(0, 10))
    expect(SELECTORS.tryBlockAndAggregate).toBe(id('tryBlockAndAggregate(bool,(address,bytes)[])').slice(0, 10))
  })

  it('encodes address calls and tryBlockAndAggregate exactly as ethers does', () => {
    fc.assert(
      fc.property(
        address,
        address,
        fc.array(fc.record({ address, callData: bytes }), { maxLength: 8 }),
        (a, b, calls) => {
          expect(encodeAddressCall(SELECTORS.allowance, a, b)).toBe(erc20.encodeFunctionData('allowance', [a, b]))
          expect(encodeTryBlockAndAggregate(calls)).toBe(
            multicall3.encodeFunctionData('tryBlockAndAggregate', [
              false,
              calls.map((call) => ({ target: call.address, callData: call.callData })),
            ]),
          )
        },
      ),
    )
  })

  it('decodes what tryBlockAndAggregate returns, and uint and reserves results', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        fc.array(fc.record({ success: fc.boolean(), returnData: bytes }), { maxLength: 8 }),
        (blockNumber, results) => {
          const data = multicall3.encodeFunctionResult('tryBlockAndAggregate', [
            blockNumber,
            `0x${'ab'.repeat(32)}`,
            results.map((r) => [r.success, r.returnData]),
          ])
          expect(decodeTryBlockAndAggregate(data)).toEqual({ blockNumber: Number(blockNumber), results })
        },
      ),
    )
    const coder = AbiCoder.defaultAbiCoder()
    expect(decodeUint(coder.encode(['uint256'], [2n ** 255n + 7n]))).toBe(2n ** 255n + 7n)
    const reserves = IFomoPair__factory.createInterface().encodeFunctionResult('getReserves', [5n, 2n ** 111n, 99n])
    expect(decodeReserves(reserves)).toEqual({ reserve0: 5n, reserve1: 2n ** 111n })
    expect(() => decodeUint('0x')).toThrow()
    expect(() => decodeTryBlockAndAggregate('0x')).toThrow('not a tryBlockAndAggregate answer') // no Multicall3 there
  })
})
