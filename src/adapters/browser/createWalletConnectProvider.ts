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
 * provider. Import this module dynamically: the package and its modal are far too large for the first page.
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
  return {
    // the package pairs (QR modal, relay) in `enable()`; a plain `eth_requestAccounts` expects an existing session
    request: (args) => (args.method === 'eth_requestAccounts' ? pair(provider) : provider.request(args)),
    on: (event, listener) => provider.on(event as 'connect', listener),
    removeListener: (event, listener) => provider.removeListener(event as 'connect', listener),
  }
}

type WalletConnectProvider = InstanceType<typeof EthereumProvider>

/**
 * Pairs with a wallet (`enable()`), failing when the relay does not answer in time. The package connects to its
 * relay only here, for the pairing topic, and makes the pairing link (`display_uri`) once the relay took the
 * subscription; without an answer it would retry for ever behind its QR modal. Once the link is made, the wallet may
 * take as long as the person needs.
 */
async function pair(provider: WalletConnectProvider): Promise<string[]> {
  let linked = false
  const onLink = () => {
    linked = true
  }
  provider.on('display_uri', onLink)
  const enabling = provider.enable()
  const deadline = Date.now() + RELAY_TIMEOUT_MS
  const relaySilent = new Promise<never>((_resolve, reject) => {
    const check = () => {
      if (linked || provider.session) return
      if (Date.now() < deadline) return void setTimeout(check, RELAY_POLL_MS)
      enabling.catch(() => undefined) // given up: its own failure, if any, is this one
      void giveUp(provider)
      reject(new Error(`The WalletConnect relay did not answer within ${RELAY_TIMEOUT_MS / 1000} s`))
    }
    check()
  })
  try {
    return await Promise.race([enabling, relaySilent])
  } finally {
    provider.removeListener('display_uri', onLink)
  }
}

/** Stops the pairing attempt: the QR modal closes and the relay is no longer tried. */
async function giveUp(provider: WalletConnectProvider): Promise<void> {
  provider.signer.abortPairingAttempt()
  await provider.modal?.close?.()
  await provider.signer.client.core.relayer.transportClose().catch(() => undefined)
}
