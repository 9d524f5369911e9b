import type { RewardCredit } from '../domain/rewards/RewardCredit'

/** The server's reward ledger: what every programme but LP mining credited, per chain, account and token. */
export interface RewardLedger {
  /** Each token's credited total of `account` on `chainId`, every programme together (tokens lowercase). */
  totalsOf(chainId: number, account: string): Promise<Map<string, bigint>>
  /** The credits of `account` on `chainId` from `programme`, ordered by key and token. */
  creditsOf(chainId: number, account: string, programme: string): Promise<RewardCredit[]>
}

export const RewardLedger = Symbol.for('RewardLedger')
