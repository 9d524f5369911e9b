import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the web app served from `webRoot` connects to besides its origin: the RPC endpoints (HTTP and WebSocket) and the WalletConnect
 * relay its `config.json` names (when there is one), and `rpcUrls` (the server's own view of the chains' nodes).
 */
export function webAppConnectSources(webRoot: string, rpcUrls: readonly string[]): string[] {
  const sources = [...rpcUrls]
  try {
    const config = JSON.parse(readFileSync(join(webRoot, 'config.json'), 'utf8')) as {
      chains?: { rpcUrl?: unknown; wsUrl?: unknown }[]
      walletConnectRelayUrl?: unknown
    }
    for (const chain of config.chains ?? []) {
      if (typeof chain.rpcUrl === 'string') sources.push(chain.rpcUrl)
      if (typeof chain.wsUrl === 'string') sources.push(chain.wsUrl)
    }
    if (typeof config.walletConnectRelayUrl === 'string') sources.push(config.walletConnectRelayUrl)
  } catch {
    // no config.json (yet): the server's RPC URLs only
  }
  return sources
}
