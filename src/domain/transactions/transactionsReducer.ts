import { DuplicateTransactionError } from '../errors/DuplicateTransactionError'
import { NoTransactionHashError } from '../errors/NoTransactionHashError'
import type { TransactionDetails, TransactionsState } from './TransactionDetails'
import type { TransactionsAction } from './TransactionsAction'

function withTransaction(state: TransactionsState, tx: TransactionDetails): TransactionsState {
  return { ...state, [tx.chainId]: { ...state[tx.chainId], [tx.hash]: tx } }
}

/**
 * The tracked transactions after an action (spec section 4), as a new object (the input is never changed):
 * - `add`: tracks a sent transaction; a hash already tracked on the chain throws DuplicateTransactionError
 *   ('Attempted to add existing transaction.').
 * - `checked`: records the block its receipt was last looked for (never moving back).
 * - `finalize`: records the receipt and the confirmed time.
 * - `clearAll`: forgets every transaction of the chain.
 * `checked` and `finalize` for an unknown transaction change nothing (it may have been cleared meanwhile).
 *
 * @example transactionsReducer({}, { type: 'add', chainId: 128, hash, from, summary: 'Swap 1 HT for 5 USDT', now })
 */
export function transactionsReducer(state: TransactionsState, action: TransactionsAction): TransactionsState {
  switch (action.type) {
    case 'add': {
      const { chainId, hash, from, approval, summary, now } = action
      if (!hash) throw new NoTransactionHashError()
      if (state[chainId]?.[hash] !== undefined) throw new DuplicateTransactionError(chainId, hash)
      const tx: TransactionDetails = { hash, from, chainId, addedTime: now }
      return withTransaction(state, {
        ...tx,
        ...(approval === undefined ? {} : { approval }),
        ...(summary === undefined ? {} : { summary }),
      })
    }
    case 'checked': {
      const tx = state[action.chainId]?.[action.hash]
      if (tx === undefined) return state
      const last = tx.lastCheckedBlockNumber
      const lastCheckedBlockNumber = last === undefined ? action.blockNumber : Math.max(last, action.blockNumber)
      return withTransaction(state, { ...tx, lastCheckedBlockNumber })
    }
    case 'finalize': {
      const tx = state[action.chainId]?.[action.hash]
      if (tx === undefined) return state
      return withTransaction(state, { ...tx, receipt: action.receipt, confirmedTime: action.now })
    }
    case 'clearAll': {
      const { [action.chainId]: _cleared, ...rest } = state
      return rest
    }
  }
}
