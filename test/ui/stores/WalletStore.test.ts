import { describe, expect, it } from 'vitest'
import type { AnnouncedWalletInfo, WalletId } from '../../../src/ports/WalletConnector'
import { SPINNER_DELAY_MS, WalletStore } from '../../../src/ui/stores/WalletStore'
import { InMemoryStateStore } from '../../doubles/InMemoryStateStore'
import { ManualClock } from '../../doubles/ManualClock'
import { appConfigFixture } from './appConfigFixture'
import { FakeConnector } from './FakeConnector'

function setup(options: { connectors?: FakeConnector[]; last?: WalletId; mobile?: boolean; offline?: boolean } = {}) {
  const clock = new ManualClock()
  const lastWallet = new InMemoryStateStore<WalletId | null>(options.last ?? null)
  const probes: number[] = []
  const store = new WalletStore(
    appConfigFixture(),
    options.connectors ?? [],
    lastWallet,
    clock,
    async (chainId) => {
      probes.push(chainId)
      if (options.offline) throw new Error('connection refused')
    },
    options.mobile ?? false,
  )
  return { store, clock, lastWallet, probes }
}

describe('WalletStore', () => {
  it('connects eagerly to an injected wallet that already authorised the site', async () => {
    const injected = Object.assign(new FakeConnector('injected'), { authorized: true, chain: 56 })
    const { store } = setup({ connectors: [injected] })
    await store.init()
    expect(store.status).toBe('connected')
    expect(store.kind).toBe('injected')
    expect(store.account).toBe(injected.accounts[0])
    expect(store.chainId).toBe(56)
  })

  it('falls back to a read-only connection of the default network without an authorisation', async () => {
    const { store, probes } = setup({ connectors: [new FakeConnector('injected')] })
    await store.init()
    expect(store.status).toBe('readOnly')
    expect(store.account).toBeUndefined()
    expect(store.chainId).toBe(128)
    expect(probes).toEqual([128])
  })

  it('connects eagerly on a mobile browser with a wallet even before an authorisation', async () => {
    const { store } = setup({ connectors: [new FakeConnector('injected')], mobile: true })
    await store.init()
    expect(store.status).toBe('connected')
  })

  it('reconnects the Dev wallet used last time', async () => {
    const { store } = setup({ connectors: [new FakeConnector('dev')], last: 'dev' })
    await store.init()
    expect(store.status).toBe('connected')
    expect(store.kind).toBe('dev')
  })

  it('says to install MetaMask when there is no injected wallet, and stays read-only', async () => {
    const { store } = setup()
    await store.init()
    expect(store.hasInjected).toBe(false)
    await store.connect('injected')
    expect(store.problem).toBe('wallet.metaMask')
    expect(store.status).toBe('readOnly')
  })

  it('shows `unknown error` when not even the read-only network answers', async () => {
    const { store } = setup({ offline: true })
    await store.init()
    expect(store.status).toBe('error')
    expect(store.problem).toBe('wallet.unknownError')
  })

  it('shows the spinner only once connecting has taken 600 ms', async () => {
    const slow = new FakeConnector('injected')
    let answer: (accounts: string[]) => void = () => {}
    slow.authorizedAccounts = () => new Promise((resolve) => (answer = resolve))
    const { store, clock } = setup({ connectors: [slow] })
    const started = store.init()
    await clock.advance(SPINNER_DELAY_MS - 1)
    expect(store.status).toBe('connecting')
    expect(store.showSpinner).toBe(false)
    await clock.advance(1)
    expect(store.showSpinner).toBe(true)
    answer([])
    await started
    expect(store.showSpinner).toBe(false)
    expect(store.status).toBe('readOnly')
  })

  it('never shows the spinner for a connection faster than 600 ms', async () => {
    const { store, clock } = setup({ connectors: [Object.assign(new FakeConnector('injected'), { authorized: true })] })
    await store.init()
    await clock.advance(SPINNER_DELAY_MS * 2)
    expect(store.showSpinner).toBe(false)
  })

  it('connects on request, remembers the wallet, and reports a rejection', async () => {
    const injected = new FakeConnector('injected')
    const { store, lastWallet } = setup({ connectors: [injected] })
    await store.init()
    injected.rejectRequests = true
    await store.connect('injected')
    expect(store.problem).toBe('wallet.rejected')
    expect(store.status).toBe('readOnly')
    injected.rejectRequests = false
    await store.connect('injected')
    expect(store.status).toBe('connected')
    expect(store.problem).toBeUndefined()
    expect(await lastWallet.read()).toBe('injected')
    injected.failRequests = true
    await store.connect('injected')
    expect(store.problem).toBe('wallet.unknownError')
  })

  it('follows account and chain changes, and goes read-only when the wallet drops the site', async () => {
    const injected = Object.assign(new FakeConnector('injected'), { authorized: true })
    const { store } = setup({ connectors: [injected] })
    await store.init()
    injected.changeAccounts(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
    expect(store.account).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    injected.changeChain(56)
    expect(store.chainId).toBe(56)
    injected.changeAccounts([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.status).toBe('readOnly')
    expect(store.chainId).toBe(128)
    expect(injected.listenerCount()).toBe(0)
  })

  it('flags a network without FomoSwap and asks the wallet to switch to (or add) a configured chain', async () => {
    const injected = Object.assign(new FakeConnector('injected'), { authorized: true, chain: 1337 })
    const { store } = setup({ connectors: [injected] })
    await store.init()
    expect(store.unsupportedNetwork).toBe(true)
    await store.switchNetwork(56)
    expect(injected.switchedTo).toEqual([
      {
        chainId: 56,
        chainName: 'devnet 56',
        nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:56'],
      },
    ])
    expect(store.unsupportedNetwork).toBe(false)
    expect(store.chainId).toBe(56)
  })

  it('disconnects to the read-only connection and forgets the wallet', async () => {
    const { store, lastWallet } = setup({ connectors: [new FakeConnector('dev')], last: 'dev' })
    await store.init()
    await store.disconnect()
    expect(store.status).toBe('readOnly')
    expect(await lastWallet.read()).toBeNull()
  })

  describe('announced wallets (EIP-6963)', () => {
    const info = (name: string, rdns: string, isInjected = false): AnnouncedWalletInfo => ({
      name,
      icon: 'data:image/png;base64,AA==',
      rdns,
      isInjected,
    })

    it('lists each announced wallet beside the legacy one, and those announcing later too', async () => {
      const legacy = new FakeConnector('injected')
      const dev = new FakeConnector('dev')
      const alpha = new FakeConnector('announced', info('Alpha', 'com.alpha'))
      const { store } = setup({ connectors: [legacy, dev] })
      store.addConnector(alpha)
      await store.init()
      expect(store.available).toEqual(['injected', 'eip6963:com.alpha', 'dev'])
      store.addConnector(new FakeConnector('announced', info('Beta', 'org.beta')))
      store.addConnector(new FakeConnector('announced', info('Alpha twice', 'com.alpha')))
      expect(store.available).toEqual(['injected', 'eip6963:com.alpha', 'eip6963:org.beta', 'dev'])
    })

    it('lists the legacy window.ethereum once when it is an announced wallet too, and connects it eagerly as that one', async () => {
      const legacy = Object.assign(new FakeConnector('injected'), { authorized: true })
      const alpha = Object.assign(new FakeConnector('announced', info('Alpha', 'com.alpha', true)), {
        authorized: true,
      })
      const { store } = setup({ connectors: [legacy, alpha] })
      await store.init()
      expect(store.available).toEqual(['eip6963:com.alpha'])
      expect(store.status).toBe('connected')
      expect(store.id).toBe('eip6963:com.alpha')
      expect(store.announced?.name).toBe('Alpha')
    })

    it('without a legacy wallet, counts as one: no install hint', () => {
      const { store } = setup({ connectors: [new FakeConnector('announced', info('Alpha', 'com.alpha'))] })
      expect(store.hasInjected).toBe(true)
    })

    it('connects the chosen one, remembers it, and reconnects it on the next start while it authorises the site', async () => {
      const legacy = Object.assign(new FakeConnector('injected'), { authorized: true })
      const beta = new FakeConnector('announced', info('Beta', 'org.beta'))
      beta.accounts = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']
      const first = setup({ connectors: [legacy, beta] })
      await first.store.init()
      expect(first.store.id).toBe('injected')
      await first.store.connect('eip6963:org.beta')
      expect([first.store.id, first.store.kind, first.store.account]).toEqual([
        'eip6963:org.beta',
        'announced',
        beta.accounts[0],
      ])
      expect(await first.lastWallet.read()).toBe('eip6963:org.beta')

      const again = setup({ connectors: [legacy, beta], last: 'eip6963:org.beta' })
      await again.store.init()
      expect(again.store.id).toBe('eip6963:org.beta')
      beta.authorized = false
      const revoked = setup({ connectors: [legacy, beta], last: 'eip6963:org.beta' })
      await revoked.store.init()
      expect(revoked.store.id).toBe('injected')
    })
  })
})
