import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../src/adapters/db/migrations'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { createFreshSchema, type FreshSchema } from '../../support/freshSchema'
import { postgresUnreachable, TEST_DATABASE_URL } from '../../support/postgresUnreachable'

const unreachable = await postgresUnreachable()
if (unreachable) console.warn(`concurrentMigrations.test.ts skipped: ${unreachable}`)

describe.skipIf(unreachable !== undefined)(
  `replicas migrating one PostgreSQL at once${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    const schemas: FreshSchema[] = []
    afterAll(async () => {
      for (const schema of schemas) await schema.drop()
    })

    // two replicas started together on an empty schema: one failed with `type "schema_migrations" already exists`
    // (create table if not exists races with itself) before the migration lock covered that table's creation
    it('each opens a fresh schema, and every migration is applied once', async () => {
      for (let round = 0; round < 5; round++) {
        const schema = await createFreshSchema('fomo_migrate')
        schemas.push(schema)
        const opens = await Promise.allSettled(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: TEST_DATABASE_URL, schema: schema.name })),
        )
        const opened = opens.flatMap((open) => (open.status === 'fulfilled' ? [open.value] : []))
        try {
          for (const open of opens) if (open.status === 'rejected') throw open.reason
          const rows = await opened[0]!.query<{ version: number }>('select version from schema_migrations order by 1')
          expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version))
        } finally {
          await Promise.all(opened.map((db) => db.close()))
        }
      }
    })
  },
)
