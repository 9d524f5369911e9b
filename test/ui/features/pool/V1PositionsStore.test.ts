import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { createToken } from '../../../../src/domain/currency/createToken'
import type { Token } from '../../../../src/domain/currency/Token'
import { V1PositionsStore } from '../../../../src/ui/features/pool/V1PositionsStore'
import type { CurrencyDirectory } from '../../../../src/ui/stores/CurrencyDirectory'
import type { WalletStore } from '../../../../src/ui/stores/WalletStore'
import { InMemoryV1Liquidity } from '../../../doubles/InMemoryV1Liquidity'

const ACCOUNT = `0x${'a'.repeat(40)}`
const OTHER = `0x${'b'.repeat(40)}`
const token = (digit: string, symbol: string) =>
  createToken({ chainId: 128, address: `0x${digit.repeat(40)}`, decimals: 18, symbol })
const USDT = token('1', 'USDT')
const HJW = token('2', 'HJW')
const AURA = token('3', 'AURA')
const FRESH = token('4', 'FRESH')
const exchange = (digit: string) => `0x${'e'.repeat(39)}${digit}`
const reads = (liquidity: bigint) => ({
  liquidity,
  totalSupply: 100n,
  ethReserve: 1000n,
  tokenReserve: 2000n,
  allowance: 0n,
})

function setup() {
  const v1 = new InMemoryV1Liquidity()
  for (const [t, digit, liquidity] of [
    [USDT, '1', 10n],
    [HJW, '2', 25n],
    [FRESH, '4', 5n],
  ] as const) {
    v1.setExchange(128, t.address, exchange(digit))
    v1.setReads(128, ACCOUNT, exchange(digit), reads(liquidity))
    v1.setReads(128, OTHER, exchange(digit), reads(0n))
  }
  const wallet = observable({ status: 'connected', account: ACCOUNT as string | undefined, chainId: 128 })
  const looked = observable.map<string, Token>()
  const directory = {
    chainId: 128,
    chain: { deployment: { contracts: { v1Factory: `0x${'f'.repeat(40)}`, migrator: `0x${'c'.repeat(40)}` } } },
    tokens: [USDT, HJW, AURA],
    currency: (id: string) => [USDT, HJW, AURA].find((t) => t.address === id) ?? looked.get(id),
    lookUp: async (id: string) => runInAction(() => id === FRESH.address && looked.set(id, FRESH)),
  }
  const store = new V1PositionsStore(directory as unknown as CurrencyDirectory, wallet as unknown as WalletStore, v1)
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { store, wallet, settled }
}

const symbols = (store: V1PositionsStore) => store.rows.map((row) => row.position.token.symbol)

describe('V1PositionsStore', () => {
  it('reads the positions with LP > 0 among the tokens and what each withdraws', async () => {
    const { store, settled } = setup()
    const stop = store.watch()
    expect(store.reading).toBe(true)
    await settled()
    expect(store.reading).toBe(false)
    expect(symbols(store)).toEqual(['USDT', 'HJW'])
    expect(store.rows[1]?.worth).toEqual({ eth: 250n, token: 500n })
    stop()
  })

  it('filters by symbol or address, and looks an unlisted address up through the factory', async () => {
    const { store, settled } = setup()
    const stop = store.watch()
    await settled()
    store.search('hj')
    expect(symbols(store)).toEqual(['HJW'])
    store.search(USDT.address.toLowerCase())
    expect(symbols(store)).toEqual(['USDT'])
    store.search(FRESH.address)
    expect(store.reading).toBe(true)
    await settled()
    await settled()
    expect(symbols(store)).toEqual(['FRESH'])
    store.search(AURA.address) // no V1 exchange
    await settled()
    await settled()
    expect(store.reading).toBe(false)
    expect(symbols(store)).toEqual([])
    stop()
  })

  it('has nothing for an account without V1 liquidity, and nothing to read without an account', async () => {
    const { store, wallet, settled } = setup()
    const stop = store.watch()
    runInAction(() => (wallet.account = OTHER))
    await settled()
    expect(symbols(store)).toEqual([])
    runInAction(() => Object.assign(wallet, { status: 'disconnected', account: undefined }))
    await settled()
    expect(store.account).toBeUndefined()
    expect(store.reading).toBe(false)
    expect(symbols(store)).toEqual([])
    stop()
  })
})
