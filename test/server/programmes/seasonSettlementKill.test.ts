import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgSeasonSettlements } from '../../../src/adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { recomputeSettlements } from '../../../src/domain/season/recomputeSettlements'
import { testDatabases } from '../support/testDatabases'
import { CHAIN, scenarioSettler, settlementScenario } from './support/settlementScenario'

const child = join(import.meta.dirname, 'support', 'settleSeasonsChild.ts')
const root = join(import.meta.dirname, '..', '..', '..')

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'fomo-settle-'))
})
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

/** Runs the settlement child; with `killAt`, SIGKILLs it once it is held after that write. Resolves with its output. */
function runChild(location: object, killAt?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      cwd: root,
      env: { ...process.env, SETTLE_DB: JSON.stringify(location), SETTLE_KILL_AT: String(killAt ?? 0) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => {
      proc.kill('SIGKILL')
      reject(new Error(`settlement child hung:\n${output}`))
    }, 60_000)
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      if (killAt !== undefined && output.includes(`step ${killAt}\n`)) proc.kill('SIGKILL')
    })
    proc.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    proc.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (killAt !== undefined ? signal === 'SIGKILL' : code === 0) resolve(output)
      else reject(new Error(`settlement child ended with ${code ?? signal}:\n${output}`))
    })
  })
}

/** Every stored credit, and the rows per key, to see each share is there exactly once. */
async function storedCredits(db: SqlDatabase) {
  return db.query<{ key: string; account: string; token: string; amount: string }>(
    `select key, account, token, amount::text from reward_credits where chain_id = $1 order by key, token, account`,
    [CHAIN],
  )
}

describe.each(testDatabases())('season settlement killed at every write on $name', (database) => {
  afterAll(() => database.cleanup())
  const { chain, bindings, head } = settlementScenario()
  const expected = recomputeSettlements(chain, bindings, head.time)
  const expectedRows = expected.flatMap((s) =>
    s.credits.map((c) => ({ key: c.key, account: c.account, token: c.token, amount: c.amount.toString() })),
  )

  /** The stored settlements equal the pure recomputation, every share once, within each fund. */
  async function expectSettledOnce(db: SqlDatabase) {
    const settlements = new PgSeasonSettlements(db)
    expect((await settlements.settled(CHAIN)).map((s) => s.season)).toEqual([1, 2])
    for (const reference of expected) {
      const stored = (await settlements.settlement(CHAIN, reference.season))!
      expect({ credits: stored.credits, titles: stored.titles, funds: stored.funds }).toEqual({
        credits: reference.credits,
        titles: reference.titles,
        funds: reference.funds,
      })
      for (const { fund, paid } of stored.funds.values()) expect(paid).toBeLessThanOrEqual(fund)
    }
    expect(await storedCredits(db)).toEqual(expectedRows)
  }

  it('the scenario pays both seasons, extend rewards included, over several writes each', () => {
    // more credits than a statement writes (6 in the child), so a kill can fall between two of a season's writes
    expect(expected.map((s) => s.credits.length > 6)).toEqual([true, true])
    expect(expected[1]!.credits.some((c) => c.key === 'season:2:extend:2')).toBe(true)
    expect(expected[0]!.titles.size).toBeGreaterThan(3)
  })

  it('re-run after a SIGKILL between any two writes, every share is paid exactly once', async () => {
    // one clean run counts the writes (both seasons) and is the reference
    const clean = database.location(join(scratch, `${database.name}-clean`))
    const output = await runChild(clean)
    const steps = Number(output.match(/step (\d+)\n(?![\s\S]*step)/)?.[1])
    expect(output).toContain('settled [1,2]')
    expect(steps).toBeGreaterThan(8)
    const cleanDb = await openDatabase(clean)
    await expectSettledOnce(cleanDb)
    await cleanDb.close()
    await database.cleanup()

    for (let killAt = 1; killAt <= steps; killAt++) {
      const location = database.location(join(scratch, `${database.name}-${killAt}`))
      const killed = await runChild(location, killAt)
      expect(killed).not.toContain('settled')
      const db = await openDatabase(location)
      try {
        // the killed season's writes are gone; a season committed before the kill stays, once
        const before = new Set((await new PgSeasonSettlements(db).settled(CHAIN)).map((s) => s.season))
        const rows = await storedCredits(db)
        expect(rows).toEqual(expectedRows.filter((row) => before.has(Number(row.key.split(':')[1]))))
        // re-run (the server's settler), and once more: nothing is paid twice
        const again = await scenarioSettler(new PgSeasonSettlements(db)).settleDue(CHAIN)
        expect(again).toEqual([1, 2].filter((season) => !before.has(season)))
        expect(await scenarioSettler(new PgSeasonSettlements(db)).settleDue(CHAIN)).toEqual([])
        await expectSettledOnce(db)
      } finally {
        await db.close()
        await database.cleanup()
      }
    }
  }, 600_000)
})
