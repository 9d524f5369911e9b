import { type AnnouncedWallet, discoverAnnouncedWallets } from '../adapters/browser/discoverAnnouncedWallets'
import { Eip1193Connector } from '../adapters/browser/Eip1193Connector'
import type { Eip1193Provider } from '../adapters/browser/Eip1193Provider'
import { LazyEip1193Connector } from '../adapters/browser/LazyEip1193Connector'
import type { WalletConnector } from '../ports/WalletConnector'
import type { AppConfig } from './config/AppConfig'

/**
 * The wallets this browser and configuration offer, injected first: the injected one, the Dev wallet (devnet builds
 * with a devnet `config.json`) and WalletConnect when `config.json` has a project id. WalletConnect's package loads
 * only when the user picks it.
 *
 * @example createWalletConnectors({ ...config, walletConnectProjectId: 'abc' }, { injected: undefined, devWallet: undefined, origin }).map((c) => c.kind) // ['walletConnect']
 */
export function createWalletConnectors(
  config: AppConfig,
  environment: {
    injected: Eip1193Provider | undefined
    devWallet: ((chains: AppConfig['chains']) => Eip1193Provider) | undefined
    /** The page's origin, which WalletConnect shows the wallet. */
    origin: string
  },
): WalletConnector[] {
  const connectors: WalletConnector[] = []
  if (environment.injected) connectors.push(new Eip1193Connector('injected', environment.injected))
  if (environment.devWallet && config.devnet) {
    connectors.push(new Eip1193Connector('dev', environment.devWallet(config.chains)))
  }
  const projectId = config.walletConnectProjectId
  if (projectId) {
    connectors.push(
      new LazyEip1193Connector('walletConnect', async () => {
        const { createWalletConnectProvider } = await import('../adapters/browser/createWalletConnectProvider')
        return createWalletConnectProvider({
          projectId,
          requiredChainId: config.defaultChainId,
          optionalChainIds: config.chains.map((chain) => chain.chainId).filter((id) => id !== config.defaultChainId),
          rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
          ...(config.walletConnectRelayUrl ? { relayUrl: config.walletConnectRelayUrl } : {}),
          metadata: { name: 'FomoSwap', description: 'FomoSwap exchange', url: environment.origin, icons: [] },
        })
      }),
    )
  }
  return connectors
}

/**
 * Follows the wallets the browser announces (EIP-6963), those announcing late too, handing each to `add` as a
 * connector known by its rdns; one that is also `window.ethereum` says so, and the legacy entry is not listed twice.
 * Returns the function that stops following.
 */
export function followAnnouncedWallets(
  window: Window,
  injected: Eip1193Provider | undefined,
  add: (connector: WalletConnector) => void,
): () => void {
  return discoverAnnouncedWallets(window, (announced) => add(announcedWalletConnector(announced, injected)))
}

function announcedWalletConnector(
  { info, provider }: AnnouncedWallet,
  injected: Eip1193Provider | undefined,
): WalletConnector {
  return new Eip1193Connector('announced', provider, {
    name: info.name,
    icon: info.icon,
    rdns: info.rdns,
    isInjected: injected !== undefined && provider === injected,
  })
}
