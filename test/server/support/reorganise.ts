import { hexlify, randomBytes } from 'ethers'
import { PgChainHeads } from '../../../src/adapters/db/PgChainHeads'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { ForkedChain } from '../../support/forkDevnet'

/**
 * Drives one forked chain under a running server's indexer, block by block: each block mined is indexed before the
 * next (so every block is stored and the final head is exactly the depth below the indexed head), and a reorganisation
 * replaces the blocks after a snapshot by others.
 */
export interface IndexedChain {
  /** Waits until the indexer stands on the chain's current head (by hash: a reorganised block differs). */
  indexed(): Promise<void>
  /** Mines `blocks` empty blocks, each indexed before the next; `seconds` passes before the first. */
  mine(blocks: number, seconds?: number): Promise<void>
  /** An `evm_snapshot` id: where a later `reorganise` branches off. */
  snapshot(): Promise<string>
  /**
   * Replaces the blocks after `snapshot` by `blocks` others, each indexed; the indexer rolls back to the snapshot's
   * head first. Resolves the new head. The new blocks differ from those they replace even when empty: a second later
   * and mined by another coinbase (a loaded anvil once gave the replacing block the replaced one's time and hash).
   */
  reorganise(snapshot: string, blocks: number): Promise<number>
}

export function indexedChain(database: SqlDatabase, chain: ForkedChain): IndexedChain {
  const events = new PgChainHeads(database)
  const indexed = async () => {
    for (;;) {
      const [head, stored] = await Promise.all([chain.provider.getBlock('latest'), events.head(chain.chainId)])
      if (head && stored?.hash === head.hash) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const mine = async (blocks: number, seconds = 0) => {
    if (seconds > 0) await chain.provider.send('evm_increaseTime', [seconds])
    for (let i = 0; i < blocks; i++) {
      await chain.provider.send('evm_mine', [])
      await indexed()
    }
  }
  return {
    indexed,
    mine,
    snapshot: () => chain.provider.send('evm_snapshot', []),
    async reorganise(snapshot, blocks) {
      const miner = (await chain.provider.getBlock('latest'))!.miner
      await chain.provider.send('evm_revert', [snapshot])
      await chain.provider.send('anvil_setCoinbase', [hexlify(randomBytes(20))])
      await mine(blocks, 1)
      await chain.provider.send('anvil_setCoinbase', [miner])
      return chain.provider.getBlockNumber()
    },
  }
}
