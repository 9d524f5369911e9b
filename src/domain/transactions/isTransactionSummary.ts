import type { TransactionSummary } from './TransactionSummary'

const FIELDS: Readonly<Record<TransactionSummary['kind'], readonly string[]>> = {
  approve: ['symbol'],
  wrap: ['amount', 'from', 'to'],
  unwrap: ['amount', 'from', 'to'],
  swap: ['inputAmount', 'inputSymbol', 'outputAmount', 'outputSymbol'],
  addLiquidity: ['amountA', 'symbolA', 'amountB', 'symbolB'],
  removeLiquidity: ['amountA', 'symbolA', 'amountB', 'symbolB'],
  removeV1: ['amountA', 'symbolA', 'amountB', 'symbolB'],
  migrateV1: ['symbol'],
  send: ['amount', 'symbol', 'recipient'],
  pledge: ['amount', 'symbol', 'lockDays'],
  withdrawLp: ['amount', 'symbol'],
  capitalDeposit: ['amount', 'symbol'],
  capitalWithdraw: ['amount', 'symbol'],
  claimRewards: ['amounts'],
  claimTitle: ['tier', 'season'],
  convertDk: ['amount', 'symbol', 'amountOut', 'symbolOut'],
  investHjw: ['amount', 'symbol'],
  withdrawRelease: ['amount', 'symbol'],
  bridge: ['amount', 'symbol', 'targetChain'],
}

/**
 * Whether a stored value is a transaction summary this version can render: a known `kind` with each of its fields a
 * string (a swap's `recipient` may be absent).
 *
 * @example isTransactionSummary({ kind: 'approve', symbol: 'AURA' }) // true
 */
export function isTransactionSummary(value: unknown): value is TransactionSummary {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  // own keys only: a stored kind such as 'toString' or '__proto__' names no summary
  const fields =
    typeof record.kind === 'string' && Object.hasOwn(FIELDS, record.kind)
      ? FIELDS[record.kind as TransactionSummary['kind']]
      : undefined
  if (!fields?.every((field) => typeof record[field] === 'string')) return false
  return record.kind !== 'swap' || record.recipient === undefined || typeof record.recipient === 'string'
}
