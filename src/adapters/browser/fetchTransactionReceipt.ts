import type { TransactionReceipt } from '../../domain/transactions/TransactionDetails'
import { postJsonRpc } from './postJsonRpc'

interface RawReceipt {
  blockHash: string
  blockNumber: string
  contractAddress: string | null
  from: string
  status?: string
  to: string | null
  transactionHash: string
  transactionIndex: string
}

/** A transaction's receipt from a JSON-RPC node (`eth_getTransactionReceipt`), or `null` while it is not mined. */
export async function fetchTransactionReceipt(rpcUrl: string, hash: string): Promise<TransactionReceipt | null> {
  const raw = (await postJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as RawReceipt | null
  if (raw === null) return null
  return {
    blockHash: raw.blockHash,
    blockNumber: Number(raw.blockNumber),
    contractAddress: raw.contractAddress,
    from: raw.from,
    ...(raw.status === undefined ? {} : { status: Number(raw.status) }),
    to: raw.to,
    transactionHash: raw.transactionHash,
    transactionIndex: Number(raw.transactionIndex),
  }
}
