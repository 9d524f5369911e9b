import { getAddress, Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decodePairLog } from '../../../src/adapters/indexer/decodePairLog'

// the events as FomoPair.sol declares them, encoded by ethers rather than by hand
const abi = new Interface([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])
// checksummed (mixed case), so that the lowercasing shows
const A = getAddress('0x00000000000000000000000000000000000000aa')
const B = getAddress('0xbb000000000000000000000000000000000000bb')
const PAIR = getAddress('0xdd000000000000000000000000000000000000dd')
const MAX = 2n ** 256n - 1n

const log = (name: string, args: unknown[]) => {
  const { data, topics } = abi.encodeEventLog(name, args)
  return {
    address: PAIR,
    data,
    topics,
    blockNumber: '0x10',
    blockHash: '0xbb',
    transactionHash: '0xAB',
    logIndex: '0x2',
  }
}
const origin = {
  chainId: 128,
  txHash: '0xab',
  logIndex: 2,
  blockNumber: 16,
  blockTime: 1_700_000_000,
  pair: PAIR.toLowerCase(),
}
const none = { amount0In: 0n, amount1In: 0n, amount0Out: 0n, amount1Out: 0n }
const [a, b, trader] = [A.toLowerCase(), B.toLowerCase(), '0xee']

describe('decodePairLog', () => {
  it.each([
    {
      log: log('Swap', [A, 1n, MAX, 3n, 0n, B]),
      event: {
        ...origin,
        kind: 'swap',
        sender: a,
        recipient: b,
        trader,
        amount0In: 1n,
        amount1In: MAX,
        amount0Out: 3n,
        amount1Out: 0n,
      },
    },
    {
      log: log('Mint', [A, 5n, 6n]),
      event: { ...origin, ...none, kind: 'mint', sender: a, trader, amount0In: 5n, amount1In: 6n },
    },
    {
      log: log('Burn', [A, 7n, 8n, B]),
      event: { ...origin, ...none, kind: 'burn', sender: a, recipient: b, trader, amount0Out: 7n, amount1Out: 8n },
    },
    {
      log: log('Sync', [2n ** 112n - 1n, 9n]),
      event: { ...origin, ...none, kind: 'sync', reserve0: 2n ** 112n - 1n, reserve1: 9n },
    },
    { log: log('Approval', [A, B, 1n]), event: undefined },
  ])('decodes $event.kind', ({ log, event }) => {
    expect(decodePairLog(128, log, 1_700_000_000, trader)).toStrictEqual(event)
  })
})
