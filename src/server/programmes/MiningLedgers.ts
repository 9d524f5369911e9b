import { SharedRuns } from '../../domain/async/SharedRuns'
import { MiningLedger } from '../../domain/mining/MiningLedger'
import type { MiningLedgerView } from '../../domain/mining/MiningLedgerView'
import type { ChainHeads, IndexedHead } from '../../ports/ChainHeads'
import type { EventCursor, MiningEvents } from '../../ports/MiningEvents'

const PAGE = 5_000

interface ChainLedger {
  ledger: MiningLedger
  cursor: EventCursor | undefined
  /** The indexed block the ledger was last brought to. */
  at: IndexedHead | undefined
  /** The ledger read at that block's time. */
  view: MiningLedgerView
}

/**
 * One MiningLedger per chain, kept up to date from the indexed events incrementally: each `ledger(chainId)` applies
 * only the events indexed since the last call and reads the ledger at the indexed head's time (a read changes
 * nothing, so the figures depend only on the events). If the block it last stood on
 * is no longer canonical (a reorganisation), the chain's ledger is rebuilt from the first event. Concurrent callers
 * share one sync, and while the indexed head is the block the ledger stands on, a read costs that one head query.
 */
export class MiningLedgers {
  private readonly chains = new Map<number, ChainLedger>()
  private readonly syncs = new SharedRuns<number, ChainLedger>()

  constructor(
    private readonly heads: ChainHeads,
    private readonly events: MiningEvents,
  ) {}

  /** The chain's ledger read at its indexed head's time, with the head it stands on. */
  async ledger(chainId: number): Promise<{ ledger: MiningLedgerView; head: IndexedHead | undefined }> {
    const state = await this.syncs.run(chainId, () => this.sync(chainId))
    return { ledger: state.view, head: state.at }
  }

  private async sync(chainId: number): Promise<ChainLedger> {
    const head = await this.heads.head(chainId)
    let state = this.chains.get(chainId)
    // nothing indexed since the last sync: the ledger already stands on this block
    if (state?.at && head && head.number === state.at.number && head.hash === state.at.hash) return state
    if (state?.at && !(await this.heads.isCanonical(chainId, state.at.number, state.at.hash))) state = undefined
    if (!state || (head && state.at && head.number < state.at.number)) state = undefined
    if (!state) {
      const ledger = new MiningLedger()
      state = { ledger, cursor: undefined, at: undefined, view: ledger.at(0) }
    }
    this.chains.set(chainId, state)
    if (!head) return state
    for (;;) {
      const page = await this.events.eventsAfter(chainId, state.cursor, head.number, PAGE)
      for (const event of page) state.ledger.apply(event)
      const last = page.at(-1)
      if (last) state.cursor = { blockNumber: last.blockNumber, logIndex: last.logIndex }
      if (page.length < PAGE) break
    }
    state.at = head
    state.view = state.ledger.at(head.timestamp)
    return state
  }
}
