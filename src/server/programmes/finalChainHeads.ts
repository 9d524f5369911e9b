import type { ChainHeads } from '../../ports/ChainHeads'
import type { FinalHeads } from '../../ports/FinalHeads'

/**
 * The chains as they stand at each final head: `head()` is the newest block at least the chain's finality depth below
 * the indexed head, so a ledger, a settlement or a crediting pass fed by it counts only final events (and stands at
 * that block's time). Everything the server signs or pays reads the chain through this.
 */
export function finalChainHeads(heads: ChainHeads, final: FinalHeads): ChainHeads {
  return {
    head: (chainId) => final.finalHead(chainId),
    isCanonical: (chainId, number, hash) => heads.isCanonical(chainId, number, hash),
  }
}
