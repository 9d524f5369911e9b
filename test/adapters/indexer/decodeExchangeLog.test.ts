import { getAddress, Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decodeExchangeLog } from '../../../src/adapters/indexer/decodeExchangeLog'

// the events as FomoDkConverter.sol and FomoInvestment.sol declare them, encoded by ethers rather than by hand
const abi = new Interface([
  'event Converted(address indexed account, address indexed recipient, address indexed tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut, uint256 fee)',
  'event Invested(address indexed account, address indexed token, uint256 amount, uint256 totalInvestment)',
  'event Withdrawal(address indexed account, uint256 indexed historicalWithdrawalNumber, address indexed token, uint256 amount)',
  'event Swept(address indexed token, address indexed to, uint256 amount)',
])
// checksummed (mixed case), so that the lowercasing shows
const A = getAddress('0x00000000000000000000000000000000000000aa')
const B = getAddress('0xbb000000000000000000000000000000000000bb')
const T1 = getAddress('0xc100000000000000000000000000000000000ac1')
const T2 = getAddress('0xc200000000000000000000000000000000000ec2')
const CONTRACT = getAddress('0xdd000000000000000000000000000000000000dd')

const log = (name: string, args: unknown[]) => {
  const { data, topics } = abi.encodeEventLog(name, args)
  return {
    address: CONTRACT,
    data,
    topics,
    blockNumber: '0x10',
    blockHash: '0xbb',
    transactionHash: '0xAB',
    logIndex: '0x2',
  }
}
const origin = { chainId: 56, blockNumber: 16, logIndex: 2, txHash: '0xab', time: 99, contract: CONTRACT.toLowerCase() }

describe('decodeExchangeLog', () => {
  it('decodes a conversion, an investment and a release withdrawal, addresses lowercased', () => {
    expect(decodeExchangeLog(56, log('Converted', [A, B, T1, 2n ** 200n, T2, 3n, 4n]), 99)).toEqual({
      kind: 'converted',
      ...origin,
      account: A.toLowerCase(),
      recipient: B.toLowerCase(),
      tokenIn: T1.toLowerCase(),
      amountIn: 2n ** 200n,
      tokenOut: T2.toLowerCase(),
      amountOut: 3n,
      fee: 4n,
    })
    expect(decodeExchangeLog(56, log('Invested', [A, T1, 5n, 2n ** 100n]), 99)).toEqual({
      kind: 'invested',
      ...origin,
      account: A.toLowerCase(),
      token: T1.toLowerCase(),
      amount: 5n,
      totalInvestment: 2n ** 100n,
    })
    expect(decodeExchangeLog(56, log('Withdrawal', [A, 7n, T2, 9n]), 99)).toEqual({
      kind: 'releaseWithdrawn',
      ...origin,
      account: A.toLowerCase(),
      number: 7,
      token: T2.toLowerCase(),
      amount: 9n,
    })
  })

  it('ignores the contracts’ other events', () => {
    expect(decodeExchangeLog(56, log('Swept', [T1, A, 1n]), 99)).toBeUndefined()
  })
})
