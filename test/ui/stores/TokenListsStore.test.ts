import { expect, it } from 'vitest'
import type { ListsState } from '../../../src/domain/lists/ListsState'
import { LIST_REFRESH_INTERVAL_MS, type ListUpdate, TokenListsStore } from '../../../src/ui/stores/TokenListsStore'
import { husdInfo, listAt, usdtInfo, whtInfo } from '../../domain/lists/tokenLists'
import { flushPromises } from '../../doubles/flushPromises'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { InMemoryTokenListFetcher } from '../../doubles/InMemoryTokenListFetcher'
import { ManualClock } from '../../doubles/ManualClock'

const URL = 'https://lists.example/fomo.json'

async function setUp() {
  const fetcher = new InMemoryTokenListFetcher()
  const clock = new ManualClock()
  const updates: Omit<ListUpdate, 'oldList' | 'newList'>[] = []
  const lists = new TokenListsStore(new InMemoryStateStore<ListsState>() as never, [URL], {
    fetcher,
    clock,
    onUpdate: ({ url, decision }) => updates.push({ url, decision }),
  })
  await lists.init(false)
  fetcher.publish(URL, listAt(1, 0, 0, [usdtInfo]))
  lists.startRefreshing()
  await flushPromises()
  return { fetcher, clock, lists, updates }
}

it('loads the lists on start and again every 10 minutes, applying updates as the domain decides', async () => {
  const { fetcher, clock, lists, updates } = await setUp()
  expect(lists.state.byUrl[URL]?.current?.version.major).toBe(1)

  fetcher.publish(URL, listAt(1, 1, 0, [usdtInfo, whtInfo])) // token added: MINOR suffices
  await clock.advance(LIST_REFRESH_INTERVAL_MS)
  await flushPromises()
  expect(lists.state.byUrl[URL]?.current?.version.minor).toBe(1)

  fetcher.publish(URL, listAt(1, 2, 0, [usdtInfo])) // token removed: MINOR is too small
  await clock.advance(LIST_REFRESH_INTERVAL_MS)
  await flushPromises()
  expect(lists.state.byUrl[URL]?.current?.version.minor).toBe(1)
  expect(lists.state.byUrl[URL]?.pendingUpdate?.version.minor).toBe(2)

  fetcher.publish(URL, listAt(2, 0, 0, [husdInfo]))
  await clock.advance(LIST_REFRESH_INTERVAL_MS)
  await flushPromises()
  expect(lists.state.byUrl[URL]?.pendingUpdate?.version.major).toBe(2)
  await lists.acceptUpdate(URL)
  expect(lists.state.byUrl[URL]?.current?.version.major).toBe(2)
  expect(updates.map((update) => update.decision)).toEqual(['autoAccept', 'refuse', 'askUser'])
  lists.stop()
  expect(clock.pending()).toBe(0)
})

it('adds a list only when it downloads, and records a failed refresh as the list error', async () => {
  const { fetcher, lists } = await setUp()
  await expect(lists.addList('https://lists.example/missing.json')).rejects.toThrow(
    'Failed to download list https://lists.example/missing.json',
  )
  expect(lists.sortedUrls).toEqual([URL])
  fetcher.publish('https://lists.example/other.json', listAt(1, 0, 0, [whtInfo]))
  await lists.addList('https://lists.example/other.json')
  expect(lists.sortedUrls).toHaveLength(2)
  expect(lists.canRemove(URL)).toBe(true)
  await lists.remove('https://lists.example/other.json')
  expect(lists.canRemove(URL)).toBe(false)
  await lists.fetchList('https://lists.example/gone.json')
  expect(lists.state.byUrl['https://lists.example/gone.json']?.error).toBe(
    'Failed to download list https://lists.example/gone.json',
  )
  lists.stop()
})
