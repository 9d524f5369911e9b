import type { BridgeChainView, BridgeTokenView } from '../../ports/BridgeApi'
import { BridgeChainNotConfiguredError } from '../errors/BridgeChainNotConfiguredError'
import { BridgeTokenNotListedError } from '../errors/BridgeTokenNotListedError'

/** Where a transfer of one token goes: the source chain's bridge and token, and the chain it arrives on. */
export interface BridgeRoute {
  readonly source: BridgeChainView
  readonly token: BridgeTokenView
  readonly targetChainId: number
}

/**
 * The route of `symbol` from `sourceChainId`, as the server's `get-convert-config` lists it: the source chain's part,
 * its token (by symbol, any case) and the peer chain (the auxiliary chain).
 *
 * @throws BridgeChainNotConfiguredError when the config has no part for the chain; BridgeTokenNotListedError when the
 *   chain's bridge does not carry the token.
 * @example bridgeRoute(config, 128, 'aura').targetChainId // 56
 */
export function bridgeRoute(chains: readonly BridgeChainView[], sourceChainId: number, symbol: string): BridgeRoute {
  const source = chains.find((chain) => chain.chainId === sourceChainId)
  if (!source)
    throw new BridgeChainNotConfiguredError(
      sourceChainId,
      chains.map((chain) => chain.chainId),
    )
  const token = source.tokens.find((candidate) => candidate.symbol.toLowerCase() === symbol.toLowerCase())
  if (!token) {
    throw new BridgeTokenNotListedError(
      symbol,
      sourceChainId,
      source.tokens.map((listed) => listed.symbol),
    )
  }
  return { source, token, targetChainId: source.peerChainId }
}
