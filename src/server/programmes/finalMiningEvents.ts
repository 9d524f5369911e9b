import type { FinalHeads } from '../../ports/FinalHeads'
import type { MiningEvents } from '../../ports/MiningEvents'

/**
 * `events` as they stand at each chain's final head: `head()` is the newest block at least the chain's finality depth
 * below the indexed head, so a ledger, a settlement or a crediting pass fed by it counts only final events (and stands
 * at that block's time). Everything the server signs or pays reads the chain through this.
 */
export function finalMiningEvents(events: MiningEvents, heads: FinalHeads): MiningEvents {
  return {
    head: (chainId) => heads.finalHead(chainId),
    isCanonical: (chainId, number, hash) => events.isCanonical(chainId, number, hash),
    eventsAfter: (chainId, cursor, toBlock, limit) => events.eventsAfter(chainId, cursor, toBlock, limit),
  }
}
