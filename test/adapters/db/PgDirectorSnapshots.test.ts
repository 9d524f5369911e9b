import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgDirectorSnapshots } from '../../../src/adapters/db/PgDirectorSnapshots'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { rankDirectors } from '../../../src/domain/leaderboard/rankDirectors'
import { testDatabases } from '../../server/support/testDatabases'

const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
/** 60 accounts, vouchers beyond 2^64 so a lossy column would show, two tied at the 51st seat. */
const rows = rankDirectors(
  new Map(Array.from({ length: 60 }, (_, i) => [account(i + 1), 2n ** 80n - BigInt(i === 51 ? 50 : i)])),
)
const info = (cutoff: number) => ({
  chainId: 128,
  day: '2024-05-31',
  cutoff,
  timeZone: 'Asia/Shanghai',
  block: { number: 42, hash: '0xb42' },
})

describe.each(testDatabases())('director snapshots on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('keeps the last snapshot per chain with its ranks, pages them, and never goes back to an older cut-off', async () => {
    const snapshots = new PgDirectorSnapshots(db)
    expect(await snapshots.latest(128)).toBeUndefined()
    await snapshots.replace(info(1_000), rows)
    expect(await snapshots.latest(128)).toEqual({ ...info(1_000), count: 60 })
    expect(await snapshots.rows(128, 0, 100)).toEqual(rows)
    expect(await snapshots.rows(128, 50, 2)).toEqual(rows.slice(50, 52))
    expect((await snapshots.rows(128, 50, 2)).map((row) => row.status)).toEqual(['director', 'candidate'])
    expect(await snapshots.rows(56, 0, 10)).toEqual([])

    await snapshots.replace({ ...info(2_000), day: '2024-06-01' }, rows.slice(0, 3))
    expect(await snapshots.latest(128)).toMatchObject({ cutoff: 2_000, day: '2024-06-01', count: 3 })
    await snapshots.replace(info(1_000), rows) // a replica that lagged: ignored
    expect(await snapshots.latest(128)).toMatchObject({ cutoff: 2_000, count: 3 })
    await snapshots.replace({ ...info(3_000), day: '2024-06-02' }, []) // nobody holds a voucher
    expect(await snapshots.latest(128)).toMatchObject({ cutoff: 3_000, count: 0 })
    expect(await snapshots.rows(128, 0, 10)).toEqual([])
    // the configured zone changed: its first snapshot replaces the other zone's, even at an earlier instant
    await snapshots.replace({ ...info(2_500), timeZone: 'UTC' }, rows.slice(0, 1))
    expect(await snapshots.latest(128)).toMatchObject({ cutoff: 2_500, timeZone: 'UTC', count: 1 })
  })
})
