import { describe, expect, it } from 'vitest'
import { RpcSettledTransactions } from '../../../src/adapters/rpc/RpcSettledTransactions'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const word = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const A = '0x00000000000000000000000000000000000000Aa'
const B = '0x00000000000000000000000000000000000000bB'
const TOKEN = '0x00000000000000000000000000000000000000C1'

function node(receipt: Record<string, unknown> | null, tx: Record<string, unknown> = { value: '0x5' }) {
  const calls: string[] = []
  const send = async (_chainId: number, method: string, params: unknown[]) => {
    calls.push(`${method} ${JSON.stringify(params)}`)
    if (method === 'eth_getTransactionReceipt') return receipt
    if (method === 'eth_getTransactionByHash') return tx
    return { timestamp: '0x6937a580' }
  }
  return { reads: new RpcSettledTransactions(send), calls }
}

const receipt = {
  from: A,
  to: B,
  status: '0x1',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x3b9aca00',
  blockNumber: '0x10',
  logs: [
    { address: TOKEN, topics: [TRANSFER, word(A), word(B)], data: word('ff') },
    { address: TOKEN, topics: [TRANSFER, word(A), word(B), word('1')], data: '0x' }, // an ERC-721 transfer
    { address: TOKEN, topics: [DEPOSIT, word(B)], data: word('2') },
    { address: TOKEN, topics: [word('1234')], data: word('2') },
  ],
}

describe('RpcSettledTransactions', () => {
  it('reads the receipt, the value and the block time, and decodes the Transfer and Deposit logs', async () => {
    const { reads, calls } = node(receipt)
    expect(await reads.settledOf(128, '0xAB')).toEqual({
      hash: '0xab',
      from: A.toLowerCase(),
      to: B.toLowerCase(),
      value: 5n,
      success: true,
      gasUsed: 21_000n,
      effectiveGasPrice: 1_000_000_000n,
      blockNumber: 16,
      time: 0x6937a580,
      movements: [
        { kind: 'transfer', token: TOKEN.toLowerCase(), from: A.toLowerCase(), to: B.toLowerCase(), amount: 255n },
        { kind: 'deposit', token: TOKEN.toLowerCase(), account: B.toLowerCase(), amount: 2n },
      ],
    })
    expect(calls).toContain('eth_getBlockByNumber ["0x10",false]')
  })

  it("falls back to the transaction's gas price, and reads a reverted one as failed", async () => {
    const { reads } = node(
      { ...receipt, status: '0x0', effectiveGasPrice: undefined },
      { value: '0x0', gasPrice: '0x7' },
    )
    expect(await reads.settledOf(128, '0xab')).toMatchObject({ success: false, effectiveGasPrice: 7n })
  })

  it('is null while the transaction is not mined, and reads nothing more', async () => {
    const { reads, calls } = node(null)
    expect(await reads.settledOf(128, '0xab')).toBeNull()
    expect(calls).toHaveLength(1)
  })
})
