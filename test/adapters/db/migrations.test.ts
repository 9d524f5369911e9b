import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../src/adapters/db/migrations'
import { runMigrations } from '../../../src/adapters/db/runMigrations'
import { testDatabases } from '../../server/support/testDatabases'

describe.each(testDatabases())('the schema on $name', (database) => {
  afterAll(() => database.cleanup())

  it('migrates once at open, and a second run applies nothing', async () => {
    const db = await database.open()
    try {
      const applied = await db.query<{ version: number }>('select version from schema_migrations order by version')
      expect(applied.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version))
      expect(await runMigrations(db)).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('stores amounts as numeric(78,0), exactly up to 2^256 - 1, and refuses mixed-case addresses', async () => {
    const db = await database.open()
    try {
      const columns = await db.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns
         where table_name = 'pair_events' and table_schema = current_schema() and column_name like '%amount%'`,
      )
      expect(columns.every((column) => column.data_type === 'numeric')).toBe(true)
      const max = (2n ** 256n - 1n).toString()
      await db.query(
        `insert into pair_events (chain_id, tx_hash, log_index, block_number, block_time, pair, kind, amount0_in)
         values (1, '0x1', 0, 1, 1, '0xaa', 'swap', $1)`,
        [max],
      )
      const [row] = await db.query<{ amount: string }>('select amount0_in::text as amount from pair_events')
      expect(row?.amount).toBe(max)
      await expect(
        db.query(`insert into invitations (invitee, inviter, signature) values ($1, $2, '0x')`, [
          `0x${'A'.repeat(40)}`,
          `0x${'b'.repeat(40)}`,
        ]),
      ).rejects.toThrow()
    } finally {
      await db.close()
    }
  })
})
