import { describe, expect, it } from 'vitest'
import type { ListsState } from '../../../src/domain/lists/ListsState'
import type { StoredSettings } from '../../../src/ports/SettingsStore'
import { ThemeStore } from '../../../src/ui/stores/ThemeStore'
import { TokenListsStore } from '../../../src/ui/stores/TokenListsStore'
import { UserSettingsStore } from '../../../src/ui/stores/UserSettingsStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { ManualClock } from '../../doubles/ManualClock'

const DEFAULT_LIST = 'http://127.0.0.1:5173/default-token-list.json'

describe('persisted user settings', () => {
  it('restores missing slippage and deadline defaults and stores them after a version update', async () => {
    const stored = new InMemoryStateStore<StoredSettings>({ userDeadline: 600, userDarkMode: true })
    const settings = new UserSettingsStore(stored, new ManualClock())
    await settings.init(true)
    expect(settings.settings.userSlippageTolerance).toBe(50)
    expect(settings.settings.userDeadline).toBe(600)
    expect(settings.settings.userDarkMode).toBe(true)
    expect((await stored.read())?.userSlippageTolerance).toBe(50)
  })

  it('repairs in memory without writing when the version is the same', async () => {
    const stored = new InMemoryStateStore<StoredSettings>({ userSlippageTolerance: -3 })
    const settings = new UserSettingsStore(stored, new ManualClock())
    await settings.init(false)
    expect(settings.settings.userSlippageTolerance).toBe(50)
    expect(settings.settings.userDeadline).toBe(1200)
    expect(stored.writes).toBe(0)
  })

  it('switches the theme by query, by setting, and follows the system when unset', async () => {
    const stored = new InMemoryStateStore<StoredSettings>()
    const settings = new UserSettingsStore(stored, new ManualClock())
    await settings.init(false)
    const theme = new ThemeStore(settings, { matches: true, addEventListener: () => {} })
    expect(theme.theme).toBe('dark')
    await theme.applyQuery('?theme=light')
    expect(theme.theme).toBe('light')
    expect((await stored.read())?.userDarkMode).toBe(false)
    await theme.applyQuery('?theme=purple')
    expect(theme.theme).toBe('light')
    await theme.setUserDarkMode(null)
    expect(theme.theme).toBe('dark')
  })
})

describe('persisted token lists', () => {
  it('selects the default list on first start and resets the default set after a version update', async () => {
    const stored = new InMemoryStateStore<ListsState>()
    const lists = new TokenListsStore(stored as never, [DEFAULT_LIST])
    await lists.init(false)
    expect(lists.state.selectedListUrl).toBe(DEFAULT_LIST)
    expect(Object.keys(lists.state.byUrl)).toEqual([DEFAULT_LIST])

    const userList = 'https://example.org/list.json'
    await stored.write({
      ...lists.state,
      byUrl: { ...lists.state.byUrl, [userList]: lists.state.byUrl[DEFAULT_LIST]! },
    })
    const next = new TokenListsStore(stored as never, ['http://127.0.0.1:5173/v2-list.json'])
    await next.init(true)
    expect(Object.keys(next.state.byUrl).sort()).toEqual(['http://127.0.0.1:5173/v2-list.json', userList])
    expect(next.state.selectedListUrl).toBe('http://127.0.0.1:5173/v2-list.json')
  })

  it('keeps the stored lists when the version is the same', async () => {
    const state: ListsState = { byUrl: {}, selectedListUrl: undefined, lastInitializedDefaultListOfLists: [] }
    const stored = new InMemoryStateStore<ListsState>(state)
    const lists = new TokenListsStore(stored as never, [DEFAULT_LIST])
    await lists.init(false)
    expect(lists.state).toEqual(state)
    expect(stored.writes).toBe(0)
  })
})

describe('settings changes', () => {
  it('stores slippage, deadline and expert mode with the change time', async () => {
    const stored = new InMemoryStateStore<StoredSettings>()
    const clock = new ManualClock(1000)
    const settings = new UserSettingsStore(stored, clock)
    await settings.init(false)
    await clock.advance(5)
    await settings.setSlippageTolerance(100)
    await settings.setDeadline(600)
    await settings.setExpertMode(true)
    expect(await stored.read()).toMatchObject({
      userSlippageTolerance: 100,
      userDeadline: 600,
      userExpertMode: true,
      timestamp: 1005,
    })
  })
})

describe('damaged token-list state', () => {
  it('drops a stored list that no longer validates and forgets fetches of an earlier run', async () => {
    const stored = new InMemoryStateStore<unknown>({
      byUrl: { [DEFAULT_LIST]: { current: { name: 'broken' }, pendingUpdate: null, loadingRequestId: 'r1', error: 7 } },
      selectedListUrl: DEFAULT_LIST,
      lastInitializedDefaultListOfLists: [DEFAULT_LIST],
    })
    const lists = new TokenListsStore(stored as never, [DEFAULT_LIST])
    await lists.init(false)
    expect(lists.state.byUrl[DEFAULT_LIST]).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    })
    expect(lists.state.selectedListUrl).toBe(DEFAULT_LIST)
  })
})
