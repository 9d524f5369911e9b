import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgBountyCredits } from '../../../src/adapters/db/PgBountyCredits'
import { PgRewardLedger } from '../../../src/adapters/db/PgRewardLedger'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { BOUNTY_PROGRAMME } from '../../../src/domain/bounty/BountyTerms'
import { drawKey } from '../../../src/domain/bounty/prizeDrawCredits'
import { PrizeCreditsExceedDrawError } from '../../../src/domain/errors/PrizeCreditsExceedDrawError'
import type { RewardCredit } from '../../../src/domain/rewards/RewardCredit'
import { testDatabases } from '../../server/support/testDatabases'

const AURA = '0x00000000000000000000000000000000000000aa'
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const credit = (key: string, n: number, amount: bigint): RewardCredit => ({
  programme: BOUNTY_PROGRAMME,
  key,
  account: account(n),
  token: AURA,
  amount,
})

describe.each(testDatabases())('the bounty credits on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('writes each credit once: the same list again writes nothing and changes no amount', async () => {
    const credits = new PgBountyCredits(db)
    const daily = [credit('bounty:daily:2026-11-24:2', 1, 600n), credit('bounty:daily:2026-11-24:5', 2, 400n)]
    expect(await credits.write(128, daily, [], 10)).toBe(2)
    expect(await credits.write(128, daily, [], 10)).toBe(0)
    // the same key with another amount (a recomputation) is not written over
    expect(await credits.write(128, [{ ...daily[0]!, amount: 999n }], [], 10)).toBe(0)
    expect(await new PgRewardLedger(db).totalsOf(128, account(1))).toEqual(new Map([[AURA, 600n]]))
    // another chain keeps its own
    expect(await credits.write(56, daily, [], 10)).toBe(2)
  })

  it("never credits a draw's prizes past what its reveal moved, writing nothing of the list", async () => {
    const credits = new PgBountyCredits(db)
    const revealed = [{ drawId: 7n, token: AURA, total: 150n }]
    const prizes = [credit(drawKey(7n, 0), 3, 100n), credit(drawKey(7n, 1), 4, 50n)]
    expect(await credits.write(128, prizes, revealed, 10)).toBe(2)
    const tooMuch = [credit('bounty:daily:2026-11-25:2', 5, 10n), credit(drawKey(7n, 2), 5, 1n)]
    await expect(credits.write(128, tooMuch, revealed, 10)).rejects.toBeInstanceOf(PrizeCreditsExceedDrawError)
    // an unrevealed draw moved nothing: none of its prizes is credited
    await expect(credits.write(128, [credit(drawKey(8n, 0), 5, 1n)], revealed, 10)).rejects.toBeInstanceOf(
      PrizeCreditsExceedDrawError,
    )
    expect(await new PgRewardLedger(db).totalsOf(128, account(5))).toEqual(new Map())
  })
})
