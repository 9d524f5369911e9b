import type { DatabaseLocation } from '../../../../src/adapters/db/openDatabase'
import type { CollectedEvent } from '../../../../src/domain/bridge/BridgeEvent'

/** What the relayer child process relays (JSON: amounts as decimal strings). */
export interface RelayScene {
  database: DatabaseLocation
  sourceChainId: number
  sourceBridge: string
  confirmations: number
  head: number
  twins: [string, string][]
  target: { chainId: number; rpcUrl: string; bridge: string; operatorKey: string; fromBlock: number }
  collections: (Omit<CollectedEvent, 'amount' | 'destroyAmount' | 'fee' | 'payout' | 'nonce'> & {
    amount: string
    destroyAmount: string
    fee: string
    payout: string
    nonce: string
  })[]
}

/** The scene's collections as JSON. */
export function sceneCollections(collections: CollectedEvent[]): RelayScene['collections'] {
  return collections.map((c) => ({
    ...c,
    amount: c.amount.toString(),
    destroyAmount: c.destroyAmount.toString(),
    fee: c.fee.toString(),
    payout: c.payout.toString(),
    nonce: c.nonce.toString(),
  }))
}
