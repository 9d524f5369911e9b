import { isTransactionSummary } from './isTransactionSummary'
import type { TransactionDetails, TransactionReceipt, TransactionsState } from './TransactionDetails'

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isAddressOrNull = (value: unknown) => value === null || isString(value)

function receiptOf(value: unknown): TransactionReceipt | undefined | null {
  if (value === undefined) return undefined
  if (!isObject(value)) return null
  const { blockHash, blockNumber, contractAddress, from, status, to, transactionHash, transactionIndex } = value
  const valid =
    isString(blockHash) &&
    isWhole(blockNumber) &&
    isAddressOrNull(contractAddress) &&
    isString(from) &&
    (status === undefined || status === 0 || status === 1) &&
    isAddressOrNull(to) &&
    isString(transactionHash) &&
    isWhole(transactionIndex)
  return valid ? (value as unknown as TransactionReceipt) : null
}

function transactionOf(value: unknown, chainId: number, hash: string): TransactionDetails | null {
  if (!isObject(value) || value.hash !== hash || value.chainId !== chainId) return null
  const { from, addedTime, approval, summary, lastCheckedBlockNumber, confirmedTime } = value
  if (!isString(from) || !isWhole(addedTime)) return null
  if (approval !== undefined && !(isObject(approval) && isString(approval.tokenAddress) && isString(approval.spender)))
    return null
  if (summary !== undefined && !isString(summary) && !isTransactionSummary(summary)) return null
  if (lastCheckedBlockNumber !== undefined && !isWhole(lastCheckedBlockNumber)) return null
  if (confirmedTime !== undefined && !isWhole(confirmedTime)) return null
  const receipt = receiptOf(value.receipt)
  if (receipt === null) return null
  return value as unknown as TransactionDetails
}

/**
 * The tracked transactions to start from after reading them from storage: per chain id, each record kept only if it
 * is well-formed (hash and chain id matching its keys, a sender, a whole-ms added time, optional fields of the right
 * types, a receipt with status 0 or 1 if any); anything else is dropped rather than crashing the receipt checks.
 *
 * @example let transactions = restoreTransactions(await transactionsStore.read())
 */
export function restoreTransactions(stored: unknown): TransactionsState {
  const state: Record<number, Record<string, TransactionDetails>> = {}
  if (!isObject(stored)) return state
  for (const [chainKey, byHash] of Object.entries(stored)) {
    const chainId = Number(chainKey)
    if (!isWhole(chainId) || !isObject(byHash)) continue
    for (const [hash, value] of Object.entries(byHash)) {
      const tx = transactionOf(value, chainId, hash)
      if (tx !== null) state[chainId] = { ...state[chainId], [hash]: tx }
    }
  }
  return state
}
