import type { SettledTransaction } from '../domain/records/SettledTransaction'

/** Mined transactions read back from their chain, for the transactions' records (issue 30 item 10). */
export interface SettledTransactions {
  /** The transaction `hash` on `chainId` with its receipt's logs, gas and block time; `null` while it is not mined. */
  settledOf(chainId: number, hash: string): Promise<SettledTransaction | null>
}

export const SettledTransactions = Symbol.for('SettledTransactions')
