import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectOptions } from '../../src/adapters/browser/createWalletConnectProvider'
import type { Eip1193Provider } from '../../src/adapters/browser/Eip1193Provider'
import { createWalletConnectors } from '../../src/ui/createWalletConnectors'
import { appConfigFixture } from './stores/appConfigFixture'

const started = vi.hoisted(() => ({ options: [] as WalletConnectOptions[], fail: false }))

// stands in for the WalletConnect package: records how it was configured, answers like a connected session
vi.mock('../../src/adapters/browser/createWalletConnectProvider', () => ({
  createWalletConnectProvider: async (options: WalletConnectOptions): Promise<Eip1193Provider> => {
    started.options.push(options)
    if (started.fail) throw new Error('relay unreachable')
    return {
      request: async ({ method }) =>
        method === 'eth_chainId' ? '0x38' : ['0x00000000000000000000000000000000000000aa'],
    }
  },
}))

const injected: Eip1193Provider = { request: async () => [] }
const origin = 'http://127.0.0.1:8787'

beforeEach(() => {
  started.options = []
  started.fail = false
})

describe('createWalletConnectors', () => {
  it('offers no WalletConnect without a project id', () => {
    const kinds = (config = appConfigFixture()) =>
      createWalletConnectors(config, { injected, devWallet: () => injected, origin }).map((connector) => connector.kind)
    expect(kinds()).toEqual(['injected', 'dev'])
    expect(kinds({ ...appConfigFixture(), walletConnectProjectId: '' })).toEqual(['injected', 'dev'])
  })

  it('offers WalletConnect, last, when a project id is configured', () => {
    const config = { ...appConfigFixture(), devnet: false, walletConnectProjectId: 'test-project' }
    expect(createWalletConnectors(config, { injected, devWallet: undefined, origin }).map((c) => c.kind)).toEqual([
      'injected',
      'walletConnect',
    ])
    expect(
      createWalletConnectors(config, { injected: undefined, devWallet: undefined, origin }).map((c) => c.kind),
    ).toEqual(['walletConnect'])
  })

  it('starts WalletConnect only when asked to connect, with the default chain required and the others optional', async () => {
    const config = {
      ...appConfigFixture(),
      walletConnectProjectId: 'test-project',
      walletConnectRelayUrl: 'ws://127.0.0.1:9',
    }
    const [walletConnect] = createWalletConnectors(config, { injected: undefined, devWallet: undefined, origin })
    if (!walletConnect) throw new Error('no connector')
    expect(await walletConnect.authorizedAccounts()).toEqual([]) // the eager connection does not load the package
    expect(started.options).toEqual([])
    expect(await walletConnect.requestAccounts()).toEqual(['0x00000000000000000000000000000000000000aa'])
    expect(await walletConnect.chainId()).toBe(56)
    expect(started.options).toEqual([
      {
        projectId: 'test-project',
        requiredChainId: 128,
        optionalChainIds: [56],
        rpcUrls: { 128: 'http://127.0.0.1:128', 56: 'http://127.0.0.1:56' },
        relayUrl: 'ws://127.0.0.1:9',
        metadata: { name: 'FomoSwap', description: 'FomoSwap exchange', url: origin, icons: [] },
      },
    ])
  })

  it('reports a failed start and starts afresh on the next attempt', async () => {
    const config = { ...appConfigFixture(), walletConnectProjectId: 'test-project' }
    const [walletConnect] = createWalletConnectors(config, { injected: undefined, devWallet: undefined, origin })
    if (!walletConnect) throw new Error('no connector')
    started.fail = true
    await expect(walletConnect.requestAccounts()).rejects.toThrow('relay unreachable')
    expect(() => walletConnect.wallet()).toThrow('not connected')
    started.fail = false
    expect(await walletConnect.requestAccounts()).toHaveLength(1)
    expect(started.options).toHaveLength(2)
    expect(started.options[1]).not.toHaveProperty('relayUrl')
  })
})
