import type { WalletStore } from './WalletStore'

/** The wallet's account while it is connected; `undefined` when read-only, connecting or disconnected. */
export function connectedAccount(wallet: WalletStore): string | undefined {
  return wallet.status === 'connected' ? wallet.account : undefined
}
