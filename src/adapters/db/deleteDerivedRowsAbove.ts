import type { SqlExecutor } from './SqlDatabase'

/**
 * In a rollback's transaction: deletes what the programmes derived at blocks above `above` on `chainId` — the reward
 * ledger's credits (season shares, bounty credits), the season settlements with their titles and funds, and the
 * directors' snapshot — so that nothing computed from a removed block is paid or shown, and each programme derives it
 * again from the canonical chain (a settlement, a credit and a snapshot are written again once their source is final).
 */
export async function deleteDerivedRowsAbove(tx: SqlExecutor, chainId: number, above: number): Promise<void> {
  await tx.query('delete from reward_credits where chain_id = $1 and block_number > $2', [chainId, above])
  for (const table of ['season_titles', 'season_settlement_funds']) {
    await tx.query(
      `delete from ${table} d using season_settlements s
       where s.chain_id = $1 and s.block_number > $2 and d.chain_id = s.chain_id and d.season = s.season`,
      [chainId, above],
    )
  }
  await tx.query('delete from season_settlements where chain_id = $1 and block_number > $2', [chainId, above])
  // a snapshot's ranks go with it (on delete cascade)
  await tx.query('delete from director_snapshots where chain_id = $1 and block_number > $2', [chainId, above])
}
