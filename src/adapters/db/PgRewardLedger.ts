import type { RewardCredit } from '../../domain/rewards/RewardCredit'
import type { RewardLedger } from '../../ports/RewardLedger'
import type { SqlDatabase } from './SqlDatabase'

/** The reward ledger in the reward_credits table (PostgreSQL or PGlite); programmes write it in their own transactions. */
export class PgRewardLedger implements RewardLedger {
  constructor(private readonly db: SqlDatabase) {}

  async totalsOf(chainId: number, account: string): Promise<Map<string, bigint>> {
    const rows = await this.db.query<{ token: string; total: string }>(
      `select token, sum(amount)::text as total from reward_credits where chain_id = $1 and account = $2 group by token`,
      [chainId, account.toLowerCase()],
    )
    return new Map(rows.map((row) => [row.token, BigInt(row.total)]))
  }

  async creditsOf(chainId: number, account: string, programme: string): Promise<RewardCredit[]> {
    const rows = await this.db.query<{ key: string; token: string; amount: string }>(
      `select key, token, amount::text from reward_credits where chain_id = $1 and account = $2 and programme = $3
       order by key, token`,
      [chainId, account.toLowerCase(), programme],
    )
    return rows.map((row) => ({
      programme,
      key: row.key,
      account: account.toLowerCase(),
      token: row.token,
      amount: BigInt(row.amount),
    }))
  }
}
