import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { MiningListStore, POOL_LIST_REFRESH_MS } from '../../../../src/ui/features/mining/MiningListStore'
import type { MiningSelection } from '../../../../src/ui/features/mining/MiningSelection'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryMiningApi } from '../../../doubles/InMemoryMiningApi'
import { InMemoryStateStore } from '../../../doubles/InMemoryStateStore'
import { ManualClock } from '../../../doubles/ManualClock'
import { ACCOUNT, POOL, SELECTION, sessionDouble } from './miningFixtures'

function setup() {
  const clock = new ManualClock()
  const api = new InMemoryMiningApi()
  api.pools_ = {
    all: [POOL, { ...POOL, lpToken: '0xbb', token: 'HJW/USDT', myPledge: 0n }],
    personal: [POOL],
    totalLockedUsdt: 42.5,
  }
  const selection = new InMemoryStateStore<MiningSelection>()
  const opened: string[] = []
  const { session, state } = sessionDouble()
  const store = new MiningListStore(api, session, clock, selection, (path) => opened.push(path))
  return { clock, api, selection, opened, state, store }
}

describe('MiningListStore (spec sections 2 and 9)', () => {
  it('lists every pool with the total locked, and only the account’s pools once toggled', async () => {
    const { api, store } = setup()
    const stop = store.watch()
    await flushPromises()
    expect(store.pools?.map((pool) => pool.token)).toEqual(['AURA/USDT', 'HJW/USDT'])
    expect(store.totalLockedUsdt).toBe(42.5)
    store.togglePersonal()
    await flushPromises()
    expect(store.pools?.map((pool) => pool.token)).toEqual(['AURA/USDT'])
    expect(api.calls).toEqual([`pools:128:${ACCOUNT}:false`, `pools:128:${ACCOUNT}:true`])
    stop()
  })

  it('asks for nobody’s income while no wallet is connected, and again when one connects', async () => {
    const { api, state, store } = setup()
    runInAction(() => (state.account = undefined))
    const stop = store.watch()
    await flushPromises()
    runInAction(() => (state.account = ACCOUNT))
    await flushPromises()
    expect(api.calls).toEqual([`pools:128:0x${'0'.repeat(40)}:false`, `pools:128:${ACCOUNT}:false`])
    stop()
  })

  it('refreshes every 600,000 ms and stops when the screen closes', async () => {
    const { api, clock, store } = setup()
    const stop = store.watch()
    await flushPromises()
    await clock.advance(POOL_LIST_REFRESH_MS - 1)
    expect(api.calls).toHaveLength(1)
    await clock.advance(1)
    expect(api.calls).toHaveLength(2)
    await clock.advance(POOL_LIST_REFRESH_MS)
    expect(api.calls).toHaveLength(3)
    stop()
    expect(clock.pending()).toBe(0)
    await clock.advance(POOL_LIST_REFRESH_MS)
    expect(api.calls).toHaveLength(3)
  })

  it('keeps the last list when a refresh fails (the reporting API shows the notice)', async () => {
    const { api, clock, store } = setup()
    const stop = store.watch()
    await flushPromises()
    api.failWith = new Error('Chain 128 is not served here')
    await clock.advance(POOL_LIST_REFRESH_MS)
    expect(store.pools).toHaveLength(2)
    expect(store.loading).toBe(false)
    stop()
  })

  it('stores the tapped pool with its reward token and opens bank income', async () => {
    const { opened, selection, store } = setup()
    await store.select(POOL)
    expect(await selection.read()).toEqual(SELECTION)
    expect(opened).toEqual(['/bankIncome'])
  })
})
