import { EthereumProvider } from '@walletconnect/ethereum-provider'
import type { Eip1193Provider } from './Eip1193Provider'

/** How long the relay may take to answer before the connection fails (a real relay answers within a second or two). */
export const RELAY_TIMEOUT_MS = 10_000
const RELAY_POLL_MS = 200

/** What a WalletConnect v2 session needs: the project, the chains it asks the wallet for, and how the app presents itself. */
export interface WalletConnectOptions {
  projectId: string
  /** The chain the wallet must support (the app's default network). */
  requiredChainId: number
  /** The other chains the wallet may approve. */
  optionalChainIds: number[]
  /** Where the provider reads each chain. */
  rpcUrls: Record<number, string>
  /** A relay instead of the package's default one. */
  relayUrl?: string
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/**
 * Starts a WalletConnect v2 provider (`@walletconnect/ethereum-provider`, with its QR-code modal) as a plain EIP-1193
 * provider, once its relay answers. Import this module dynamically: the package and its modal are far too large for
 * the first page.
 */
export async function createWalletConnectProvider(options: WalletConnectOptions): Promise<Eip1193Provider> {
  const provider = await EthereumProvider.init({
    projectId: options.projectId,
    chains: [options.requiredChainId],
    optionalChains: options.optionalChainIds,
    rpcMap: options.rpcUrls,
    showQrModal: true,
    metadata: options.metadata,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
  })
  await relayReached(provider)
  return {
    // the package pairs (QR modal, relay) in `enable()`; a plain `eth_requestAccounts` expects an existing session
    request: (args) => (args.method === 'eth_requestAccounts' ? provider.enable() : provider.request(args)),
    on: (event, listener) => provider.on(event as 'connect', listener),
    removeListener: (event, listener) => provider.removeListener(event as 'connect', listener),
  }
}

/**
 * Waits for the provider's relay connection. The package would otherwise retry an unreachable relay for ever behind
 * its QR modal; this fails instead, so the user sees an error and can pick another wallet.
 */
async function relayReached(provider: InstanceType<typeof EthereumProvider>): Promise<void> {
  const deadline = Date.now() + RELAY_TIMEOUT_MS
  while (!provider.connected) {
    if (Date.now() >= deadline) {
      await provider.signer.client.core.relayer.transportClose().catch(() => undefined)
      throw new Error(`The WalletConnect relay did not answer within ${RELAY_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, RELAY_POLL_MS))
  }
}
