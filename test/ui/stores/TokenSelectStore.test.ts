import { expect, it } from 'vitest'
import type { ListsState } from '../../../src/domain/lists/ListsState'
import type { UserSettings } from '../../../src/domain/settings/UserSettings'
import { TokenListsStore } from '../../../src/ui/stores/TokenListsStore'
import { TokenSelectStore } from '../../../src/ui/stores/TokenSelectStore'
import { UiStore } from '../../../src/ui/stores/UiStore'
import { UserSettingsStore } from '../../../src/ui/stores/UserSettingsStore'
import type { WalletStore } from '../../../src/ui/stores/WalletStore'
import { husdInfo, listAt, usdtInfo, whtInfo } from '../../domain/lists/tokenLists'
import { flushPromises } from '../../doubles/flushPromises'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { ManualClock } from '../../doubles/ManualClock'
import { appConfigFixture } from './appConfigFixture'

const URL = 'https://lists.example/fomo.json'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FRESH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function setUp() {
  const config = appConfigFixture()
  const chain = config.chains.find((c) => c.chainId === 128)
  if (chain)
    chain.deployment = {
      ...chain.deployment,
      contracts: { ...chain.deployment.contracts, wrappedNative: whtInfo.address },
    }
  const lists = new TokenListsStore(new InMemoryStateStore<ListsState>() as never, [URL])
  await lists.dispatch({
    type: 'fetchFulfilled',
    url: URL,
    requestId: '1',
    tokenList: listAt(1, 0, 0, [usdtInfo, whtInfo, husdInfo]),
  })
  await lists.dispatch({ type: 'select', url: URL })
  const stored = new InMemoryStateStore<UserSettings>()
  const settings = new UserSettingsStore(stored as never, new ManualClock())
  await settings.init(false)
  const ui = new UiStore()
  const wallet = { chainId: 128, account: OWNER } as WalletStore
  const balances: Record<string, bigint> = { [usdtInfo.address]: 5n * 10n ** 18n, [husdInfo.address]: 7n * 10n ** 8n }
  const store = new TokenSelectStore(config, wallet, lists, settings, ui, {
    reads: {
      balancesOf: async (_chainId, _owner, assets) =>
        assets.map((asset) => (asset.kind === 'token' ? balances[asset.address] : undefined)),
    },
    live: {
      watchBalances: (_chainId, _owner, tokens, onValues) => {
        onValues(tokens.map((asset) => (asset.kind === 'native' ? 10n ** 18n : balances[asset.address])))
        return () => {}
      },
      watchReserves: () => () => {},
      watchAllowances: () => () => {},
      watchTotalSupplies: () => () => {},
    },
    metadata: {
      metadataOf: async (_chainId, address) =>
        address === FRESH ? { symbol: 'FRESH', name: 'Fresh Token', decimals: 18 } : undefined,
    },
  })
  return { store, ui, stored, lists }
}

it('lists the native coin first, then the list by balance, and offers HT, USDT and WHT as common bases', async () => {
  const { store } = await setUp()
  store.open()
  const stop = store.watchBalances()
  expect(store.rows.map((row) => row.symbol)).toEqual(['HT', 'HUSD', 'USDT', 'WHT'])
  expect(store.rows[0]?.balance).toBe(10n ** 18n)
  // a row shows the list's tag names (and descriptions), not the tag ids
  expect(store.rows.find((row) => row.symbol === 'USDT')?.tags).toEqual([
    { id: 'stablecoin', name: 'Stablecoin', description: 'Tokens pegged to a fiat currency' },
  ])
  expect(store.commonBases.map((row) => row.symbol)).toEqual(['HT', 'USDT', 'WHT'])
  store.setQuery('usdt')
  expect(store.rows.map((row) => row.symbol)).toEqual(['USDT'])
  store.setQuery('h')
  expect(store.rows.map((row) => row.symbol)).toEqual(['HT', 'HUSD', 'USDT', 'WHT'])
  stop()
})

it("says 'could not show token list' while the selected list has failed with no copy kept, and shows it once fetched", async () => {
  const { store, lists } = await setUp()
  expect(store.listError).toBeUndefined()
  const broken = 'https://lists.example/broken.json'
  await lists.dispatch({ type: 'add', url: broken })
  await lists.dispatch({ type: 'select', url: broken })
  await lists.dispatch({ type: 'fetchPending', url: broken, requestId: '2' })
  expect(store.listError).toBeUndefined() // still loading
  await lists.dispatch({ type: 'fetchRejected', url: broken, requestId: '2', errorMessage: 'Failed to download list' })
  expect(store.listError?.name).toBe('CannotShowTokenListError')
  expect(store.listError?.message).toBe('could not show token list')
  expect(store.listError?.listUrl).toBe(broken)
  await lists.dispatch({ type: 'fetchFulfilled', url: broken, requestId: '3', tokenList: listAt(1, 0, 0, [usdtInfo]) })
  expect(store.listError).toBeUndefined()
})

it('selects a token and closes', async () => {
  const { store, ui } = await setUp()
  const chosen: string[] = []
  store.open((row) => chosen.push(row.symbol))
  expect(ui.dialog).toBe('tokenSelect')
  const usdt = store.commonBases[1]
  if (usdt) store.select(usdt)
  expect(chosen).toEqual(['USDT'])
  expect(ui.dialog).toBeUndefined()
})

it('finds an unlisted token by address and saves it per chain after the warning', async () => {
  const { store, stored } = await setUp()
  store.open()
  store.setQuery(usdtInfo.address.toLowerCase())
  expect(store.lookup).toBeUndefined() // listed: no look-up
  store.setQuery(FRESH.toLowerCase())
  expect(store.lookup?.status).toBe('loading')
  await flushPromises()
  expect(store.lookup).toEqual({
    status: 'found',
    token: { chainId: 128, address: FRESH, symbol: 'FRESH', name: 'Fresh Token', decimals: 18 },
  })
  store.startImport()
  expect(store.importing?.symbol).toBe('FRESH')
  await store.confirmImport()
  expect(store.selected).toMatchObject({ symbol: 'FRESH', imported: true })
  expect((await stored.read())?.tokens[128]?.[FRESH]?.symbol).toBe('FRESH')

  store.setQuery('0x0000000000000000000000000000000000000001')
  await flushPromises()
  expect(store.lookup?.status).toBe('notFound')
})
