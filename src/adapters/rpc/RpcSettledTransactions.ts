import type { SettledTransaction, TokenMovement } from '../../domain/records/SettledTransaction'
import type { SettledTransactions } from '../../ports/SettledTransactions'

/** keccak256 of the event signatures read: ERC-20 `Transfer`, and the wrapped native token's `Deposit`, `Withdrawal`. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

interface RawLog {
  address: string
  topics: string[]
  data: string
}

interface RawReceipt {
  from: string
  to: string | null
  status?: string
  gasUsed: string
  effectiveGasPrice?: string
  blockNumber: string
  logs: RawLog[]
}

/** An indexed address topic (32 bytes, the address in the last 20) as lowercase hex. */
const addressOf = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()
/** A log's first data word (an event's uint256 amount). */
const amountOf = (data: string) => BigInt(data.length >= 66 ? data.slice(0, 66) : data === '0x' ? '0x0' : data)

/** The token movement a log records, if it is one (an ERC-721 Transfer, with the id indexed, is not). */
function movementOf(log: RawLog): TokenMovement | undefined {
  const [topic, first, second] = log.topics
  const token = log.address.toLowerCase()
  if (topic === TRANSFER && log.topics.length === 3 && first && second)
    return { kind: 'transfer', token, from: addressOf(first), to: addressOf(second), amount: amountOf(log.data) }
  if ((topic === DEPOSIT || topic === WITHDRAWAL) && log.topics.length === 2 && first)
    return {
      kind: topic === DEPOSIT ? 'deposit' : 'withdrawal',
      token,
      account: addressOf(first),
      amount: amountOf(log.data),
    }
  return undefined
}

/**
 * Mined transactions through JSON-RPC (however the driver reaches a chain's node): `eth_getTransactionReceipt`, then
 * the transaction (its value, and its gas price where the receipt has no effectiveGasPrice) and its block's time.
 */
export class RpcSettledTransactions implements SettledTransactions {
  constructor(private readonly send: (chainId: number, method: string, params: unknown[]) => Promise<unknown>) {}

  async settledOf(chainId: number, hash: string): Promise<SettledTransaction | null> {
    const receipt = (await this.send(chainId, 'eth_getTransactionReceipt', [hash])) as RawReceipt | null
    if (!receipt) return null
    const [tx, block] = (await Promise.all([
      this.send(chainId, 'eth_getTransactionByHash', [hash]),
      this.send(chainId, 'eth_getBlockByNumber', [receipt.blockNumber, false]),
    ])) as [{ value: string; gasPrice?: string }, { timestamp: string }]
    return {
      hash: hash.toLowerCase(),
      from: receipt.from.toLowerCase(),
      to: receipt.to?.toLowerCase() ?? null,
      value: BigInt(tx.value),
      // absent on pre-Byzantium chains, which have no revert status either
      success: receipt.status === undefined || Number(receipt.status) === 1,
      gasUsed: BigInt(receipt.gasUsed),
      effectiveGasPrice: BigInt(receipt.effectiveGasPrice ?? tx.gasPrice ?? '0x0'),
      blockNumber: Number(receipt.blockNumber),
      time: Number(block.timestamp),
      movements: receipt.logs.flatMap((log) => movementOf(log) ?? []),
    }
  }
}
