// A settlement run in its own process, for the SIGKILL test: settles the scenario's seasons into the database named by
// SETTLE_DB (JSON: pgliteDir, or databaseUrl and schema), a few rows a statement; after each write it prints
// `step N`, and at step SETTLE_KILL_AT it stops there (inside the open transaction) for the test to kill it.
import { openDatabase } from '../../../../src/adapters/db/openDatabase'
import { PgSeasonSettlements } from '../../../../src/adapters/db/PgSeasonSettlements'
import { CHAIN, scenarioSettler } from './settlementScenario'

const killAt = Number(process.env.SETTLE_KILL_AT ?? 0)
const db = await openDatabase(JSON.parse(process.env.SETTLE_DB ?? '{}'))
let total = 0
const settlements = new PgSeasonSettlements(db, {
  batchSize: 6,
  afterWrite: async () => {
    total++
    process.stdout.write(`step ${total}\n`)
    // held here, mid-transaction, until killed (the timer keeps the process alive)
    if (total === killAt) await new Promise(() => setInterval(() => {}, 60_000))
  },
})
const settled = await scenarioSettler(settlements).settleDue(CHAIN)
process.stdout.write(`settled ${JSON.stringify(settled)}\n`)
await db.close()
