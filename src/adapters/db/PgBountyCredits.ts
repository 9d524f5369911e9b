import { BOUNTY_PROGRAMME } from '../../domain/bounty/BountyTerms'
import { PrizeCreditsExceedDrawError } from '../../domain/errors/PrizeCreditsExceedDrawError'
import type { RewardCredit } from '../../domain/rewards/RewardCredit'
import type { BountyCredits, RevealedDrawTotal } from '../../ports/BountyCredits'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

const BATCH = 5_000
const DRAW_KEY = /^bounty:draw:(\d+):\d+$/

/**
 * The bounty area's credits in reward_credits (PostgreSQL or PGlite), keyed by chain, programme, key, account and token
 * (`on conflict do nothing`: a credit is written once, the first time), in one transaction with the check that no
 * draw's stored prize credits exceed what its reveal moved. Each keeps the block it was derived at (a rollback below
 * it deletes it).
 */
export class PgBountyCredits implements BountyCredits {
  constructor(private readonly db: SqlDatabase) {}

  async write(
    chainId: number,
    credits: readonly RewardCredit[],
    draws: readonly RevealedDrawTotal[],
    at: number,
  ): Promise<number> {
    if (credits.length === 0) return 0
    return this.db.transaction(async (tx) => {
      let written = 0
      for (let i = 0; i < credits.length; i += BATCH)
        written += await insert(tx, chainId, credits.slice(i, i + BATCH), at)
      const drawIds = new Set(credits.flatMap((credit) => DRAW_KEY.exec(credit.key)?.[1] ?? []))
      if (written > 0 && drawIds.size > 0) await checkDraws(tx, chainId, drawIds, draws)
      return written
    })
  }
}

async function insert(tx: SqlExecutor, chainId: number, credits: readonly RewardCredit[], at: number): Promise<number> {
  const [row] = await tx.query<{ written: string }>(
    `with written as (
       insert into reward_credits (chain_id, block_number, programme, key, account, token, amount)
       select $1, $2, * from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[])
       on conflict do nothing returning 1
     ) select count(*)::text as written from written`,
    [
      chainId,
      at,
      credits.map((c) => c.programme),
      credits.map((c) => c.key),
      credits.map((c) => c.account.toLowerCase()),
      credits.map((c) => c.token.toLowerCase()),
      credits.map((c) => c.amount.toString()),
    ],
  )
  return Number(row?.written ?? 0)
}

/** Each credited draw's stored prize credits per token must stay within what its reveal moved: else roll back. */
async function checkDraws(
  tx: SqlExecutor,
  chainId: number,
  drawIds: ReadonlySet<string>,
  draws: readonly RevealedDrawTotal[],
): Promise<void> {
  for (const drawId of drawIds) {
    const rows = await tx.query<{ token: string; total: string }>(
      `select token, sum(amount)::text as total from reward_credits
       where chain_id = $1 and programme = $2 and key like $3 group by token`,
      [chainId, BOUNTY_PROGRAMME, `bounty:draw:${drawId}:%`],
    )
    for (const row of rows) {
      const revealed = draws
        .filter((draw) => draw.drawId.toString() === drawId && draw.token.toLowerCase() === row.token)
        .reduce((sum, draw) => sum + draw.total, 0n)
      if (BigInt(row.total) > revealed)
        throw new PrizeCreditsExceedDrawError(chainId, drawId, row.token, BigInt(row.total), revealed)
    }
  }
}
