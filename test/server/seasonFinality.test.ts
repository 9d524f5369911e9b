import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoSeasons__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { type FinalityFork, finalityFork, pledgeAuraUsdt } from './support/finalityFork'

const CHAIN = 128
const DEPTH = 3

/**
 * Issue 26, items 2 and 3, seasons: a season settles — credits, titles, funds and marker — only once a block past its
 * end is the chain's finality depth deep; a deeper reorganisation that removes the pledge and the end rolls all of it
 * back, nothing of it is signed any more, and the season settles again from the canonical chain; a shallower one
 * leaves the settlement as it was.
 */
describe('season settlement waits for the finality depth', () => {
  let fork: FinalityFork
  const me = devAccounts()[0]!.address.toLowerCase()

  beforeAll(async () => {
    fork = await finalityFork({ [CHAIN]: DEPTH })
  })
  afterAll(() => fork?.close())

  const settlement = () => fork.get(`/api/get-season-settlement/1?chainId=${CHAIN}`)
  const settled = async () => {
    for (;;) {
      const answer = await settlement()
      if (answer.status === 200) return answer
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  /** Every row a settlement of season 1 on the chain wrote. */
  const derivedRows = async () => {
    const count = async (sql: string) => Number((await fork.server.database.query<{ n: string }>(sql, [CHAIN]))[0]!.n)
    return {
      credits: await count(
        `select count(*)::text as n from reward_credits where chain_id = $1 and key like 'season:1:%'`,
      ),
      titles: await count('select count(*)::text as n from season_titles where chain_id = $1 and season = 1'),
      funds: await count('select count(*)::text as n from season_settlement_funds where chain_id = $1 and season = 1'),
      markers: await count('select count(*)::text as n from season_settlements where chain_id = $1 and season = 1'),
    }
  }
  /** Time for the settler to run after the last indexed block (it runs once the indexer is idle). */
  const settlerRan = () => new Promise((resolve) => setTimeout(resolve, 500))
  /** Seconds from the chain's head to a minute past season 1's end. */
  async function toEnd(): Promise<number> {
    const { record, provider } = fork.chain(CHAIN)
    const [end] = await FomoSeasons__factory.connect(record.contracts.seasons!, provider).season(1)
    return Number(end) - (await provider.getBlock('latest'))!.timestamp + 60
  }

  it('settles once the end is final, and a deeper reorganisation rolls back every row and every voucher of it', async () => {
    const chain = fork.chain(CHAIN)
    await chain.driver.indexed()
    const snapshot = await chain.driver.snapshot()
    await pledgeAuraUsdt(chain, 0) // enough for the adventurer's ask by the end
    await chain.driver.mine(1, await toEnd())
    await chain.driver.mine(DEPTH - 1) // the end's block is DEPTH - 1 deep
    await settlerRan()
    expect((await settlement()).status).toBe(404)
    expect(await derivedRows()).toEqual({ credits: 0, titles: 0, funds: 0, markers: 0 })

    await chain.driver.mine(1)
    const first = (await settled()).body.data
    expect(first.block).toBe((await chain.provider.getBlockNumber()) - DEPTH)
    expect(first.titles).toEqual(expect.arrayContaining([expect.objectContaining({ account: me })]))
    const rows = await derivedRows()
    expect(rows.credits * rows.titles * rows.funds * rows.markers).toBeGreaterThan(0)

    // the pledge and the end are replaced by a longer chain that has neither
    await chain.driver.reorganise(snapshot, 2 * DEPTH + 3)
    expect(await derivedRows()).toEqual({ credits: 0, titles: 0, funds: 0, markers: 0 })
    expect((await settlement()).status).toBe(404)
    expect((await fork.get(`/api/draw-season-reward/${me}/1?chainId=${CHAIN}`)).status).toBe(400)
    const aura = chain.record.tokens.find((token) => token.symbol === 'AURA')!.address.toLowerCase()
    expect((await fork.get(`/api/draw-lp-reward/${me}/${aura}?chainId=${CHAIN}`)).status).toBe(400)

    // past the end on the new chain, the season settles again from it: without the deployer
    await chain.driver.mine(1, await toEnd())
    await chain.driver.mine(DEPTH)
    const again = (await settled()).body.data
    expect(JSON.stringify(again.titles)).not.toContain(me)
    expect(JSON.stringify(again.credits)).not.toContain(me)
  })

  it('keeps a settlement through a reorganisation shallower than the depth', async () => {
    const { driver } = fork.chain(CHAIN)
    const before = await settlement()
    const rows = await derivedRows()
    const snapshot = await driver.snapshot()
    await driver.mine(1)
    await driver.reorganise(snapshot, 2)
    await settlerRan()
    expect(await settlement()).toEqual(before)
    expect(await derivedRows()).toEqual(rows)
  })
})
