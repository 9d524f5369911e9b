import type { BridgeService } from '../../domain/bridge/BridgeService'
import type { BridgeChainView } from '../../ports/BridgeApi'
import type { ChainSession } from '../compositionRoot'
import { DEFAULT_API_URL } from '../defaultApiUrl'
import { BridgeTargetChainError } from '../errors/BridgeTargetChainError'

/** The names `--to` takes besides a chain id. */
const CHAIN_NAMES: Readonly<Record<string, number>> = { HECO: 128, BSC: 56 }

/** The target chain `--to` names (an id, HECO or BSC), checked against where the bridge goes; the peer by default. */
function targetOf(asked: string | undefined, source: BridgeChainView): number {
  if (asked === undefined) return source.peerChainId
  const chainId = CHAIN_NAMES[asked.toUpperCase()] ?? Number(asked)
  if (chainId !== source.peerChainId) throw new BridgeTargetChainError(asked, source.chainId, source.peerChainId)
  return chainId
}

/** The options every bridge command takes: the API server, and `--to` (or `--to-chain`) where a transfer goes. */
export interface BridgeOptions {
  api: string
  to?: string
  toChain?: string
}

/** Reads the config and the route of `symbol` from the session's chain (the checks of `--to` included). */
export async function routeOf(
  bridge: BridgeService,
  session: ChainSession,
  account: string,
  symbol: string,
  to?: string,
) {
  const chains = await bridge.config(account)
  const route = bridge.quote(chains, session.config.chainId, symbol)
  targetOf(to, route.source)
  return { chains, route }
}

/** `--api`, as every bridge subcommand adds it. */
export const API_OPTION = ['--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API_URL] as const
/** `--to`, as quote and send add it. */
export const TO_OPTION = [
  '--to <chain>',
  'the target chain: 56 or BSC from 128, 128 or HECO from 56 (its peer by default)',
] as const
