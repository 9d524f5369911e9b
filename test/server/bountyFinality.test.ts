import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type FinalityFork, finalityFork } from './support/finalityFork'

const DAY = 86_400
const CHAIN = 56
const DEPTH = 3

/**
 * Issue 26, items 2 and 3, the bounty area: an ended UTC day's promotion and LP extension are credited only once a
 * block past the day's end is the chain's finality depth deep; a deeper reorganisation that removes that block rolls
 * the credits back and no voucher pays them; a shallower one keeps them.
 */
describe('bounty credits wait for the finality depth', () => {
  let fork: FinalityFork

  beforeAll(async () => {
    fork = await finalityFork({ [CHAIN]: DEPTH })
  })
  afterAll(() => fork?.close())

  const credits = () =>
    fork.server.database.query<{ key: string; account: string; amount: string }>(
      `select key, account, amount::text from reward_credits where chain_id = $1 and programme = 'bounty'
       order by key, account, token`,
      [CHAIN],
    )
  const withdrawal = (account: string) =>
    fork.get(`/api/player/do-spread-reward-withdrawal/${account}/inviter?chainId=${CHAIN}`)
  /** Time for the crediter to run after the last indexed block (it runs once the indexer is idle). */
  const crediterRan = () => new Promise((resolve) => setTimeout(resolve, 500))
  /** Each dev account's direct game rewards as the API shows them: credited (final) and pending sums. */
  async function directTotals(): Promise<{ account: string; sum: bigint; pending: bigint }[]> {
    const rows = []
    for (const { address } of devAccounts()) {
      const account = address.toLowerCase()
      const { body } = await fork.get(`/api/player/direct-game-reward-total/${account}?chainId=${CHAIN}`)
      for (const row of body.data) rows.push({ account, sum: BigInt(row.sum), pending: BigInt(row.pending) })
    }
    return rows.filter((row) => row.sum > 0n || row.pending > 0n)
  }
  async function credited(): Promise<{ key: string; account: string; amount: string }[]> {
    for (;;) {
      const rows = await credits()
      if (rows.length > 0) return rows
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('credits an ended day once its end is final, and a deeper reorganisation rolls the credits back', async () => {
    const { driver } = fork.chain(CHAIN)
    await driver.indexed()
    const snapshot = await driver.snapshot()
    await driver.mine(1, 2 * DAY) // the seeded rounds' day ends in this block ...
    await driver.mine(DEPTH - 1) // ... DEPTH - 1 deep
    await driver.indexed()
    await crediterRan()
    expect(await credits()).toEqual([])
    // shown at the indexed head, but as pending: nothing of it receivable yet
    const pending = await directTotals()
    expect(pending.length).toBeGreaterThan(0)
    for (const row of pending) expect(row.sum === 0n && row.pending > 0n, JSON.stringify(row.account)).toBe(true)

    await driver.mine(1)
    const daily = (await credited()).find((row) => row.key.startsWith('bounty:daily:'))!
    expect(daily).toBeDefined()
    expect((await withdrawal(daily.account)).status).toBe(200)
    await driver.indexed()
    expect(await directTotals()).toEqual(pending.map((row) => ({ ...row, sum: row.pending, pending: 0n })))

    // the day's end is replaced by a longer chain still inside the day
    await driver.reorganise(snapshot, DEPTH + 2)
    await crediterRan()
    expect(await credits()).toEqual([])
    expect(await withdrawal(daily.account)).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('No promotion reward to withdraw yet') },
    })
  })

  it('keeps the credits through a reorganisation shallower than the depth', async () => {
    const { driver } = fork.chain(CHAIN)
    await driver.mine(1, 2 * DAY)
    await driver.mine(DEPTH)
    await credited()
    await crediterRan()
    const all = await credits()
    const snapshot = await driver.snapshot()
    await driver.mine(1)
    await driver.reorganise(snapshot, 2)
    await crediterRan()
    expect(await credits()).toEqual(all)
  })
})
