import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { EnergyLogPage } from '../../../../src/ports/SeasonApi'
import { EnergyLogStore } from '../../../../src/ui/features/season/EnergyLogStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, E18, OTHER, seasonParts } from './seasonFixtures'

const page = (number: number, hasMore: boolean, ...amounts: bigint[]): EnergyLogPage => ({
  page: number,
  count: 3,
  hasMore,
  parentName: OTHER,
  oneselfSeasonEnergy: 42n * E18,
  list: amounts.map((changeAmount) => ({ type: 'pledge', changeAmount, season: 1, time: 1_700_000_000 })),
})

describe('EnergyLogStore (energy details: superior, my season energy, the log paged)', () => {
  it('reads the superior, the energy and the log from page 1, and appends on look more', async () => {
    const { session, api } = seasonParts()
    api.logPages = [page(1, true, 3n, 2n), page(2, false, 1n)]
    const store = new EnergyLogStore(session, api)
    const stop = store.watch()
    await flushPromises()
    expect(store.list.last?.parentName).toBe(OTHER)
    expect(store.list.last?.oneselfSeasonEnergy).toBe(42n * E18)
    await store.list.more()
    expect(store.list.rows.map((entry) => entry.changeAmount)).toEqual([3n, 2n, 1n])
    expect(store.list.hasMore).toBe(false)

    expect(api.calls).toEqual([`energyLog:128:${ACCOUNT}:1`, `energyLog:128:${ACCOUNT}:2`])
    stop()
  })

  it('starts again from page 1 on another chain', async () => {
    const { session, state, api } = seasonParts()
    api.logPages = [page(1, true, 3n, 2n), page(2, false, 1n)]
    const store = new EnergyLogStore(session, api)
    const stop = store.watch()
    await flushPromises()
    await store.list.more()
    runInAction(() => (state.chainId = 56))
    await flushPromises()
    expect([store.list.rows.length, store.list.page]).toEqual([2, 1])
    expect(api.calls.at(-1)).toBe(`energyLog:56:${ACCOUNT}:1`)
    stop()
  })
})
