import type { RewardCredit } from '../../domain/rewards/RewardCredit'
import type { TitleTier } from '../../domain/season/awardTitles'
import { SEASON_PROGRAMME, type SeasonSettlement } from '../../domain/season/seasonSettlement'
import type { IndexedHead } from '../../ports/ChainHeads'
import type { SeasonSettlements, SettledSeason } from '../../ports/SeasonSettlements'
import { SettlementInvariantError } from './SettlementInvariantError'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

/** How the writes of one settlement are cut: rows per statement, and a hook after each statement (tests kill there). */
export interface SettlementWriteOptions {
  batchSize?: number
  afterWrite?: (step: number) => Promise<void>
}

/**
 * The seasons' settlements (PostgreSQL or PGlite): each season's credits go to reward_credits, its titles to
 * season_titles and its funds' accounts to season_settlement_funds, then the marker to season_settlements, in one
 * transaction, so a settlement killed half-way leaves nothing and the next run writes it whole. The rows are keyed
 * (a credit by chain, programme, key, account and token), and a season already marked is skipped, so running twice
 * pays once. Before the marker, the stored credits of the season are summed per token and must equal what the
 * settlement pays and stay within the fund (the funds table checks `paid <= fund` too); otherwise nothing is written.
 */
export class PgSeasonSettlements implements SeasonSettlements {
  private readonly batchSize: number

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: SettlementWriteOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 5_000
  }

  async settled(chainId: number): Promise<SettledSeason[]> {
    const rows = await this.db.query<MarkerRow>(
      `select season, end_time::text, block_number::text, block_hash from season_settlements where chain_id = $1
       order by season`,
      [chainId],
    )
    return rows.map(fromMarker)
  }

  async record(chainId: number, settlement: SeasonSettlement, at: IndexedHead): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await tx.query(`select 1 from season_settlements where chain_id = $1 and season = $2`, [
        chainId,
        settlement.season,
      ])
      if (marked.length > 0) return false
      let step = 0
      const wrote = async () => this.options.afterWrite?.(++step)
      for (let i = 0; i < settlement.credits.length; i += this.batchSize) {
        await insertCredits(tx, chainId, settlement.credits.slice(i, i + this.batchSize), at.number)
        await wrote()
      }
      const titles = [...settlement.titles].flatMap(([account, tiers]) => tiers.map((tier) => ({ account, tier })))
      for (let i = 0; i < titles.length; i += this.batchSize) {
        const batch = titles.slice(i, i + this.batchSize)
        await tx.query(
          `insert into season_titles (chain_id, season, account, tier)
           select $1, $2, * from unnest($3::text[], $4::integer[]) on conflict do nothing`,
          [chainId, settlement.season, batch.map((t) => t.account), batch.map((t) => t.tier)],
        )
        await wrote()
      }
      const funds = [...settlement.funds]
      await tx.query(
        `insert into season_settlement_funds (chain_id, season, token, fund, paid)
         select $1, $2, * from unnest($3::text[], $4::numeric[], $5::numeric[]) on conflict do nothing`,
        [
          chainId,
          settlement.season,
          funds.map(([token]) => token),
          funds.map(([, f]) => f.fund.toString()),
          funds.map(([, f]) => f.paid.toString()),
        ],
      )
      await wrote()
      await checkPaid(tx, chainId, settlement)
      await tx.query(
        `insert into season_settlements (chain_id, season, end_time, block_number, block_hash)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [chainId, settlement.season, settlement.endTime, at.number, at.hash],
      )
      await wrote()
      return true
    })
  }

  async settlement(chainId: number, season: number): Promise<(SeasonSettlement & SettledSeason) | undefined> {
    const [marker] = await this.db.query<MarkerRow>(
      `select season, end_time::text, block_number::text, block_hash from season_settlements
       where chain_id = $1 and season = $2`,
      [chainId, season],
    )
    if (!marker) return undefined
    const [credits, titles, funds] = await Promise.all([
      this.db.query<{ key: string; account: string; token: string; amount: string }>(
        `select key, account, token, amount::text from reward_credits
         where chain_id = $1 and programme = $2 and key like $3 order by key, token, account`,
        [chainId, SEASON_PROGRAMME, `season:${season}:%`],
      ),
      this.db.query<{ account: string; tier: number }>(
        `select account, tier from season_titles where chain_id = $1 and season = $2 order by account, tier`,
        [chainId, season],
      ),
      this.db.query<{ token: string; fund: string; paid: string }>(
        `select token, fund::text, paid::text from season_settlement_funds where chain_id = $1 and season = $2
         order by token`,
        [chainId, season],
      ),
    ])
    const byAccount = new Map<string, TitleTier[]>()
    for (const row of titles) byAccount.set(row.account, [...(byAccount.get(row.account) ?? []), row.tier as TitleTier])
    return {
      ...fromMarker(marker),
      credits: credits.map((row) => ({ programme: SEASON_PROGRAMME, ...row, amount: BigInt(row.amount) })),
      titles: byAccount,
      funds: new Map(funds.map((row) => [row.token, { fund: BigInt(row.fund), paid: BigInt(row.paid) }])),
    }
  }

  async titlesOf(chainId: number, account: string): Promise<{ season: number; tier: TitleTier }[]> {
    const rows = await this.db.query<{ season: number; tier: number }>(
      `select season, tier from season_titles where chain_id = $1 and account = $2 order by season, tier`,
      [chainId, account.toLowerCase()],
    )
    return rows.map((row) => ({ season: row.season, tier: row.tier as TitleTier }))
  }
}

interface MarkerRow {
  season: number
  end_time: string
  block_number: string
  block_hash: string
}

function fromMarker(row: MarkerRow): SettledSeason {
  return {
    season: row.season,
    endTime: Number(row.end_time),
    blockNumber: Number(row.block_number),
    blockHash: row.block_hash,
  }
}

/** The settlement's credits, derived at block `at` (a rollback below it deletes them with the marker). */
function insertCredits(
  tx: SqlExecutor,
  chainId: number,
  credits: readonly RewardCredit[],
  at: number,
): Promise<unknown> {
  return tx.query(
    `insert into reward_credits (chain_id, block_number, programme, key, account, token, amount)
     select $1, $2, * from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[]) on conflict do nothing`,
    [
      chainId,
      at,
      credits.map((c) => c.programme),
      credits.map((c) => c.key),
      credits.map((c) => c.account),
      credits.map((c) => c.token),
      credits.map((c) => c.amount.toString()),
    ],
  )
}

/** The season's stored credits per token must be what the settlement pays, within the fund: else roll back. */
async function checkPaid(tx: SqlExecutor, chainId: number, settlement: SeasonSettlement): Promise<void> {
  const rows = await tx.query<{ token: string; total: string }>(
    `select token, sum(amount)::text as total from reward_credits
     where chain_id = $1 and programme = $2 and key like $3 group by token`,
    [chainId, SEASON_PROGRAMME, `season:${settlement.season}:%`],
  )
  const stored = new Map(rows.map((row) => [row.token, BigInt(row.total)]))
  for (const token of new Set([...stored.keys(), ...settlement.funds.keys()])) {
    const paid = stored.get(token) ?? 0n
    const expected = settlement.funds.get(token)
    if (!expected || paid !== expected.paid || paid > expected.fund) {
      throw new SettlementInvariantError(
        `Season ${settlement.season} on chain ${chainId}: the ledger holds ${paid} of ${token}, the settlement pays ${expected?.paid ?? 0n} of a fund of ${expected?.fund ?? 0n}`,
        { chainId, season: settlement.season, token },
      )
    }
  }
}
