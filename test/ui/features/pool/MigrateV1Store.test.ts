import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../../src/domain/currency/createToken'
import { MigrateAction } from '../../../../src/domain/migrate/MigrateAction'
import { MigrationService } from '../../../../src/domain/migrate/MigrationService'
import { MigrationState } from '../../../../src/domain/migrate/MigrationState'
import type { BalanceAsset } from '../../../../src/ports/BalanceAsset'
import type { ChainReads } from '../../../../src/ports/ChainReads'
import type { LiveChainReads, LiveValue } from '../../../../src/ports/LiveChainReads'
import type { Reserves } from '../../../../src/ports/Reserves'
import type { TrackedAs } from '../../../../src/ports/TransactionSubmitter'
import type { V1ExchangeReads, V1Liquidity } from '../../../../src/ports/V1Liquidity'
import { LiveV1Position } from '../../../../src/ui/features/pool/LiveV1Position'
import { MigrateV1Store } from '../../../../src/ui/features/pool/MigrateV1Store'
import type { CurrencyDirectory } from '../../../../src/ui/stores/CurrencyDirectory'
import type { TransactionsViewStore } from '../../../../src/ui/stores/TransactionsViewStore'
import type { WalletStore } from '../../../../src/ui/stores/WalletStore'
import { InMemoryV1Liquidity } from '../../../doubles/InMemoryV1Liquidity'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'

const ACCOUNT = `0x${'a'.repeat(40)}`
const MIGRATOR = `0x${'c'.repeat(40)}`
const EXCHANGE = `0x${'e'.repeat(40)}`
const NOW = 1_700_000_000_500
const token = (digit: string, symbol: string) =>
  createToken({ chainId: 128, address: `0x${digit.repeat(40)}`, decimals: 18, symbol })
const USDT = token('1', 'USDT')
const AURA = token('3', 'AURA')
const WHT = token('9', 'WHT')

/** LiveChainReads whose values the test pushes: each watch is kept by kind and first token. */
class PushedLiveReads {
  readonly watchers = new Map<string, (values: LiveValue<unknown>[]) => void>()
  /** The last values pushed under each key: the chain as it stands now. */
  readonly last = new Map<string, unknown[]>()
  private add(key: string, onValues: (values: LiveValue<never>[]) => void) {
    this.watchers.set(key, onValues as (values: LiveValue<unknown>[]) => void)
    return () => this.watchers.delete(key)
  }
  watchReserves = (_c: number, pairs: readonly string[], on: (v: LiveValue<never>[]) => void) =>
    this.add(`reserves:${pairs[0]}`, on)
  watchBalances = (_c: number, owner: string, _t: readonly BalanceAsset[], on: (v: LiveValue<never>[]) => void) =>
    this.add(`balances:${owner}`, on)
  watchAllowances = (_c: number, _o: string, _s: string, _t: readonly string[], on: (v: LiveValue<never>[]) => void) =>
    this.add('allowance', on)
  watchTotalSupplies = (_c: number, _t: readonly string[], on: (v: LiveValue<never>[]) => void) =>
    this.add('supply', on)
  /** The USDT/WHT pair's reserves, given as USDT and WHT. */
  pushPair(usdt: bigint, wht: bigint) {
    const key = [...this.watchers.keys()].find((k) => k.startsWith('reserves:'))
    const usdtFirst = USDT.address.toLowerCase() < WHT.address.toLowerCase()
    this.push(key ?? 'reserves', [usdtFirst ? { reserve0: usdt, reserve1: wht } : { reserve0: wht, reserve1: usdt }])
  }
  push(key: string, values: unknown[]) {
    const on = this.watchers.get(key)
    if (!on) throw new Error(`nothing watches ${key}`)
    this.last.set(key, values)
    on(values)
  }
}

/** One-shot reads of the chain the live reads pushed (what the migrate action reads before each step). */
function oneShotReads(live: PushedLiveReads, v1: InMemoryV1Liquidity): { v1: V1Liquidity; reads: ChainReads } {
  const last = (key: string) => live.last.get(key) ?? []
  const position = (account: string, exchange: string): V1ExchangeReads | undefined => {
    const [[liquidity], [totalSupply], [ethReserve, tokenReserve], [allowance]] = [
      last(`balances:${account}`),
      last('supply'),
      last(`balances:${exchange}`),
      last('allowance'),
    ]
    const read = { liquidity, totalSupply, ethReserve, tokenReserve, allowance }
    return Object.values(read).every((value) => typeof value === 'bigint') ? (read as V1ExchangeReads) : undefined
  }
  return {
    v1: {
      exchangesOf: (chainId, factory, tokens) => v1.exchangesOf(chainId, factory, tokens),
      positionsOf: async (_chainId, account, exchanges) => exchanges.map((e) => position(account, e.exchange)),
    },
    reads: {
      balancesOf: async () => [],
      reservesOf: async (_chainId, pairs) => pairs.map((pair) => (last(`reserves:${pair}`)[0] as Reserves) ?? null),
    },
  }
}

function setup() {
  const v1 = new InMemoryV1Liquidity()
  v1.setExchange(128, USDT.address, EXCHANGE)
  v1.setExchange(128, WHT.address, `0x${'d'.repeat(40)}`)
  const live = new PushedLiveReads()
  const txs = observable({ pendingApproval: false, status: undefined as 'pending' | 'confirmed' | undefined })
  const transactions = {
    forChain: () => (txs.status ? [{ hash: '0xmigrate' }] : []),
    statusOf: () => txs.status,
    hasPendingApproval: () => txs.pendingApproval,
  }
  const sent: { to: string; data: string }[] = []
  const calls = {
    encode: async (abi: string, method: string, args: readonly unknown[] = []) =>
      `${abi}.${method}(${args.map(String).join(',')})`,
  }
  const gas = { estimate: async () => ({ kind: 'estimated', gas: 100_000n }) as const }
  const submitter = {
    submit: async (_chainId: number, request: { to: string; data?: string }, tracked: TrackedAs) => {
      if (tracked.approval) runInAction(() => (txs.pendingApproval = true))
      else {
        sent.push(request as { to: string; data: string })
        runInAction(() => (txs.status = 'pending'))
      }
      return { hash: '0xmigrate' }
    },
    settled: async () => 'confirmed' as const,
  }
  const clock = { now: () => NOW, schedule: () => () => {} }
  const chainNow = oneShotReads(live, v1)
  const services = {
    migrateAction: new MigrateAction(
      chainNow.v1,
      chainNow.reads,
      new ApprovalService(calls, gas, submitter, { allowanceOf: async () => 0n }),
      new MigrationService(calls, gas, submitter, clock, new ManualBlockTime()),
    ),
  }
  const config = {
    chainId: 128,
    factoryAddress: `0x${'f'.repeat(40)}`,
    initCodeHash: `0x${'0'.repeat(64)}`,
    nativeCurrency: { kind: 'native', symbol: 'HT', decimals: 18, wrapped: WHT },
  }
  const directory = {
    chainId: 128,
    chainConfig: config,
    chain: { deployment: { contracts: { v1Factory: `0x${'b'.repeat(40)}`, migrator: MIGRATOR } } },
    currency: (id: string) => [USDT, AURA, WHT].find((t) => t.address === id),
    token: (id: string) => [USDT, AURA, WHT].find((t) => t.address === id),
    lookUp: async () => undefined,
  }
  const wallet = { status: 'connected', account: ACCOUNT, chainId: 128 }
  const store = new MigrateV1Store(
    directory as unknown as CurrencyDirectory,
    wallet as unknown as WalletStore,
    transactions as unknown as TransactionsViewStore,
    services,
    new LiveV1Position(live as unknown as LiveChainReads, v1),
  )
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { store, live, txs, sent, settled }
}

describe('MigrateV1Store', () => {
  it('goes Approve → Approving → Migrate → Migrating → Success and sends migrate at 99.5% with now + 1200 s', async () => {
    const { store, live, txs, sent, settled } = setup()
    store.load(USDT.address)
    const stop = store.watch()
    await settled()
    expect(store.state).toBe(MigrationState.LOADING)
    // V1: 1000 HT and 2000 USDT, the account holds a quarter; FomoSwap prices USDT the same
    live.push('supply', [100n])
    live.push(`balances:${EXCHANGE}`, [1000n, 2000n])
    live.push(`balances:${ACCOUNT}`, [25n])
    live.push('allowance', [0n])
    live.pushPair(4000n, 2000n)
    expect(store.state).toBe(MigrationState.APPROVE_NEEDED)
    expect(store.worth).toEqual({ eth: 250n, token: 500n })
    expect(store.comparison?.bestPriceWarning).toBe(false)

    await store.approve()
    expect(store.state).toBe(MigrationState.APPROVING)
    live.push('allowance', [2n ** 256n - 1n])
    expect(store.state).toBe(MigrationState.APPROVED)

    await store.migrate()
    expect(sent).toEqual([
      { to: MIGRATOR, data: `migrator.migrate(${USDT.address},497,248,${ACCOUNT},1700001200)`, gasLimit: 110_000n },
    ])
    expect(store.state).toBe(MigrationState.MIGRATING)
    runInAction(() => (txs.status = 'confirmed'))
    expect(store.state).toBe(MigrationState.SUCCESS)
    stop()
  })

  it('warns at a 5% price gap, blocks the wrapped-native pool and calls a token without an exchange invalid', async () => {
    const { store, live, settled } = setup()
    store.load(USDT.address)
    const stop = store.watch()
    await settled()
    live.push('supply', [100n])
    live.push(`balances:${EXCHANGE}`, [1050n, 2000n]) // V1 5% dearer
    live.push(`balances:${ACCOUNT}`, [0n])
    live.pushPair(4000n, 2000n)
    expect(store.comparison).toEqual({ differenceBips: 500n, direction: 'higher', bestPriceWarning: true })
    expect(store.state).toBe(MigrationState.DISABLED)

    store.load(WHT.address)
    expect(store.state).toBe(MigrationState.BLOCKED)
    store.load(AURA.address)
    await settled()
    expect(store.state).toBe(MigrationState.INVALID)
    stop()
  })
})

describe('MigrateV1Store refusals (the migrate action’s prepare)', () => {
  it('shows why Approve is refused without liquidity, for the wrapped-native pool and without an exchange, and sends nothing', async () => {
    const { store, live, txs, sent, settled } = setup()
    store.load(USDT.address)
    const stop = store.watch()
    await settled()
    live.push('supply', [100n])
    live.push(`balances:${EXCHANGE}`, [1000n, 2000n])
    live.push(`balances:${ACCOUNT}`, [0n])
    live.push('allowance', [0n])
    await store.approve()
    expect(store.actionError).toBe('No V1 Liquidity found.')

    store.load(WHT.address)
    await store.approve()
    expect(store.actionError).toContain('cannot be migrated')
    store.load(AURA.address)
    await settled()
    await store.approve()
    expect(store.actionError).toContain('Invalid pair')
    expect(txs.pendingApproval).toBe(false)
    expect(sent).toEqual([])
    stop()
  })
})
