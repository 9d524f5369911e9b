import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../src/adapters/db/migrations'
import { PgliteDatabase } from '../../../src/adapters/db/PgliteDatabase'
import { runMigrations } from '../../../src/adapters/db/runMigrations'

const ALICE = `0x${'a1'.repeat(20)}`
const AURA = `0x${'aa'.repeat(20)}`

/**
 * Migration 13 gives every stored credit the block it was derived at: a season's credits their settlement's marker
 * block, every other credit its chain's checkpoint (at most where it was derived), or 0 on a chain never indexed.
 */
describe('migration 13 (reward credits keep their block)', () => {
  it('backfills the block of the credits a database already holds', async () => {
    const db = await PgliteDatabase.open(undefined)
    try {
      await db.query('create table schema_migrations (version integer primary key, name text not null)')
      for (const migration of MIGRATIONS.filter((m) => m.version < 13)) {
        for (const statement of migration.sql.split(';').filter((text) => text.trim() !== '')) await db.query(statement)
        await db.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ])
      }
      await db.query(
        `insert into season_settlements (chain_id, season, end_time, block_number, block_hash) values (128, 1, 9, 40, '0x40')`,
      )
      await db.query(`insert into chain_checkpoints (chain_id, block_number, block_hash) values (128, 70, '0x70')`)
      const credit = (chainId: number, programme: string, key: string) =>
        db.query(
          `insert into reward_credits (chain_id, programme, key, account, token, amount) values ($1, $2, $3, $4, $5, 1)`,
          [chainId, programme, key, ALICE, AURA],
        )
      await credit(128, 'season', 'season:1:fund')
      await credit(128, 'bounty', 'bounty:daily:2026-01-01:2')
      await credit(56, 'bounty', 'bounty:invite-task:1')

      expect(await runMigrations(db)).toEqual(MIGRATIONS.filter((m) => m.version >= 13).map((m) => m.version))
      const rows = await db.query<{ chain_id: number; key: string; block_number: string }>(
        'select chain_id, key, block_number::text from reward_credits order by chain_id, key',
      )
      expect(rows).toEqual([
        { chain_id: 56, key: 'bounty:invite-task:1', block_number: '0' },
        { chain_id: 128, key: 'bounty:daily:2026-01-01:2', block_number: '70' },
        { chain_id: 128, key: 'season:1:fund', block_number: '40' },
      ])
    } finally {
      await db.close()
    }
  })
})
