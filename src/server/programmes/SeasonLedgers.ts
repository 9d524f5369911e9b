import { SharedRuns } from '../../domain/async/SharedRuns'
import type { MiningEvent } from '../../domain/mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from '../../domain/season/applyEnergyEvents'
import { EnergyLedger } from '../../domain/season/EnergyLedger'
import type { InvitationBound, SeasonEvent, TitleClaimedEvent } from '../../domain/season/SeasonEvent'
import type { ChainHeads, IndexedHead } from '../../ports/ChainHeads'
import type { Invitations } from '../../ports/Invitations'
import type { EventCursor, MiningEvents } from '../../ports/MiningEvents'
import type { SeasonEvents } from '../../ports/SeasonEvents'

const PAGE = 5_000

interface ChainLedger {
  ledger: EnergyLedger
  miningCursor: EventCursor | undefined
  seasonCursor: EventCursor | undefined
  /** The bindings applied, in the order applied (a prefix of the store's list while it only grows at the end). */
  applied: InvitationBound[]
  /** The title claims indexed, in chain order: what settlement shares the extend reward by. */
  titleClaims: TitleClaimedEvent[]
  at: IndexedHead | undefined
}

/**
 * One EnergyLedger per chain, kept up to date incrementally from the indexed mining and season events and the
 * invitation bindings (merged in by time, applyEnergyEvents): each `ledger(chainId)` applies only what was indexed or
 * bound since the last call and advances to the indexed head's time. The ledger is rebuilt from the first event when
 * the block it stood on is no longer canonical (a reorganisation) or when a binding appears that counts from before
 * the ledger's time (a server clock behind the chain's, e.g. after the devnet's time was advanced), so it always
 * equals one rebuilt from scratch. A binding later than the head waits until the chain passes it.
 */
export class SeasonLedgers {
  private readonly chains = new Map<number, ChainLedger>()
  private readonly syncs = new SharedRuns<number, ChainLedger>()

  constructor(
    private readonly heads: ChainHeads,
    private readonly mining: MiningEvents,
    private readonly seasons: SeasonEvents,
    private readonly invitations: Invitations,
  ) {}

  /** The chain's energy ledger at its indexed head, with the head it stands on and the title claims up to it. */
  async ledger(
    chainId: number,
  ): Promise<{ ledger: EnergyLedger; head: IndexedHead | undefined; titleClaims: readonly TitleClaimedEvent[] }> {
    const state = await this.syncs.run(chainId, () => this.sync(chainId))
    return { ledger: state.ledger, head: state.at, titleClaims: state.titleClaims }
  }

  private async sync(chainId: number): Promise<ChainLedger> {
    const [head, bindings] = await Promise.all([this.heads.head(chainId), this.invitations.bindings()])
    let state = this.chains.get(chainId)
    if (state && !this.extends(state, bindings)) state = undefined
    if (state?.at && head && head.number === state.at.number && head.hash === state.at.hash) {
      state.applied = this.advance(state, head.timestamp, bindings)
      return state
    }
    if (state?.at && !(await this.heads.isCanonical(chainId, state.at.number, state.at.hash))) state = undefined
    if (!state || (head && state.at && head.number < state.at.number)) state = undefined
    state ??= {
      ledger: new EnergyLedger(),
      miningCursor: undefined,
      seasonCursor: undefined,
      applied: [],
      titleClaims: [],
      at: undefined,
    }
    this.chains.set(chainId, state)
    if (!head) return state
    const seasonEvents = await this.seasonEventsUpTo(chainId, state, head.number)
    for (const event of seasonEvents) if (event.kind === 'titleClaimed') state.titleClaims.push(event)
    let next = state.applied.length
    let s = 0
    for (;;) {
      const page = await this.mining.eventsAfter(chainId, state.miningCursor, head.number, PAGE)
      const last = page.at(-1)
      const merged: (SeasonEvent | MiningEvent)[] = []
      for (const event of page) {
        while (s < seasonEvents.length && before(seasonEvents[s]!, event)) merged.push(seasonEvents[s++]!)
        merged.push(event)
      }
      // after the last page, the season events that follow every mining event
      if (page.length < PAGE) merged.push(...seasonEvents.slice(s))
      next = applyEnergyEvents(state.ledger, merged, bindings, next)
      if (last) state.miningCursor = { blockNumber: last.blockNumber, logIndex: last.logIndex }
      if (page.length < PAGE) break
    }
    const lastSeason = seasonEvents.at(-1)
    if (lastSeason) state.seasonCursor = { blockNumber: lastSeason.blockNumber, logIndex: lastSeason.logIndex }
    state.applied = bindings.slice(0, next)
    state.applied = this.advance(state, head.timestamp, bindings)
    state.at = head
    return state
  }

  /** Whether the store's bindings extend what the ledger applied without one counting from before its time. */
  private extends(state: ChainLedger, bindings: readonly InvitationBound[]): boolean {
    const applied = state.applied
    if (bindings.length < applied.length) return false
    for (let i = 0; i < applied.length; i++) if (bindings[i]!.invitee !== applied[i]!.invitee) return false
    for (let i = applied.length; i < bindings.length; i++) if (bindings[i]!.time < state.ledger.now) return false
    return true
  }

  private advance(state: ChainLedger, time: number, bindings: readonly InvitationBound[]): InvitationBound[] {
    return bindings.slice(0, advanceEnergyLedger(state.ledger, time, bindings, state.applied.length))
  }

  private async seasonEventsUpTo(chainId: number, state: ChainLedger, toBlock: number): Promise<SeasonEvent[]> {
    const events: SeasonEvent[] = []
    let cursor = state.seasonCursor
    for (;;) {
      const page = await this.seasons.eventsAfter(chainId, cursor, toBlock, PAGE)
      events.push(...page)
      const last = page.at(-1)
      if (last) cursor = { blockNumber: last.blockNumber, logIndex: last.logIndex }
      if (page.length < PAGE) return events
    }
  }
}

function before(a: EventCursor, b: EventCursor): boolean {
  return a.blockNumber < b.blockNumber || (a.blockNumber === b.blockNumber && a.logIndex < b.logIndex)
}
