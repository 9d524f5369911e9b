import type { DeploymentRecord } from './DeploymentRecord'

/** What a chain's FomoBridge says of itself: its peer, its operator and the twin each recorded token is paired with. */
export interface BridgeOnChain {
  peerChainId: number
  operator: string
  /** By symbol: `remoteTokenOf(token)` of the record's token of that symbol (the zero address when unpaired). */
  remotes: Readonly<Record<string, string>>
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && a.toLowerCase() === b?.toLowerCase()

/**
 * Where a chain's bridge record disagrees with its peer's record or with the contract: the peer chain, the operator,
 * and each token's twin (the record's remote must be the peer record's token of the same symbol and the contract's
 * pairing). Empty when they agree; a chain without a bridge has nothing to check.
 *
 * @example bridgeRecordProblems(record128, record56, await readBridge(...)) // [] on a healthy devnet
 */
export function bridgeRecordProblems(
  record: DeploymentRecord,
  peer: DeploymentRecord | undefined,
  onChain: BridgeOnChain | undefined,
): string[] {
  const bridge = record.bridge
  if (!record.contracts.bridge || !bridge) return []
  const problems: string[] = []
  if (!peer) problems.push(`no record of its peer chain ${bridge.peerChainId}`)
  else if (!peer.contracts.bridge || !peer.bridge) problems.push(`its peer chain ${peer.chainId} has no bridge`)
  else if (peer.bridge.peerChainId !== record.chainId) {
    problems.push(
      `the bridge of chain ${peer.chainId} pairs with chain ${peer.bridge.peerChainId}, not ${record.chainId}`,
    )
  }
  if (onChain && onChain.peerChainId !== bridge.peerChainId) {
    problems.push(`the contract's peer chain is ${onChain.peerChainId}, the record's ${bridge.peerChainId}`)
  }
  if (onChain && !same(onChain.operator, bridge.operator)) {
    problems.push(`the contract's operator is ${onChain.operator}, the record's ${bridge.operator}`)
  }
  for (const [symbol, token] of Object.entries(bridge.tokens)) {
    const twin = peer?.bridge?.tokens[symbol]?.address
    if (peer?.bridge && !same(twin, token.remote)) {
      problems.push(`${symbol}'s twin is ${token.remote} here but ${twin ?? 'not listed'} on chain ${peer.chainId}`)
    }
    if (onChain && !same(onChain.remotes[symbol], token.remote)) {
      problems.push(
        `the contract pairs ${symbol} with ${onChain.remotes[symbol] ?? 'nothing'}, the record with ${token.remote}`,
      )
    }
  }
  return problems
}
