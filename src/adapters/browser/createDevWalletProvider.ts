import type { Eip1193Provider } from './Eip1193Provider'
import { postJsonRpc } from './postJsonRpc'

/** Where the Dev wallet keeps the chain last switched to, as a browser wallet does across reloads. */
export const DEV_WALLET_CHAIN_KEY = 'fomo.devWallet.chainId'

/**
 * The devnet's "Dev wallet": an EIP-1193 provider over the devnet's own JSON-RPC, signing with the node's unlocked
 * dev accounts (anvil signs `eth_sendTransaction` and `eth_signTypedData_v4` for them), so no key reaches the page.
 * It switches between the configured devnet chains, emits `chainChanged` and `accountsChanged`, and starts on the
 * chain it was last switched to (kept in `storage`, the page's local storage), else the first.
 */
export function createDevWalletProvider(
  chains: readonly { chainId: number; rpcUrl: string }[],
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): Eip1193Provider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const remembered = Number(storage?.getItem(DEV_WALLET_CHAIN_KEY))
  let chain = chains.find((candidate) => candidate.chainId === remembered) ?? chains[0]
  let accounts: string[] = []
  if (!chain) throw new Error('the Dev wallet needs a devnet chain')
  return {
    async request({ method, params }) {
      const current = chain as { chainId: number; rpcUrl: string }
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_chainId':
          return `0x${current.chainId.toString(16)}`
        case 'eth_accounts':
          return accounts
        case 'eth_requestAccounts': {
          const all = (await postJsonRpc(current.rpcUrl, 'eth_accounts')) as string[]
          accounts = all.slice(0, 1)
          emit('accountsChanged', accounts)
          return accounts
        }
        case 'wallet_switchEthereumChain': {
          const wanted = Number((list[0] as { chainId: string }).chainId)
          const next = chains.find((c) => c.chainId === wanted)
          if (!next) throw Object.assign(new Error(`Unrecognized chain ID ${wanted}`), { code: 4902 })
          chain = next
          storage?.setItem(DEV_WALLET_CHAIN_KEY, String(wanted))
          emit('chainChanged', `0x${wanted.toString(16)}`)
          return null
        }
        case 'wallet_addEthereumChain':
          throw Object.assign(new Error('The Dev wallet knows only the devnet chains'), { code: 4200 })
        default:
          return postJsonRpc(current.rpcUrl, method, list)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
