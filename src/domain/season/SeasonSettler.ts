import type { IndexedHead } from '../../ports/ChainHeads'
import type { SeasonSettlements } from '../../ports/SeasonSettlements'
import type { EnergyLedger } from './EnergyLedger'
import { endedSeasons } from './endedSeasons'
import type { TitleClaimedEvent } from './SeasonEvent'
import { seasonSettlement } from './seasonSettlement'
import { titlesHeldAt } from './titlesHeldAt'

/** Where the settler reads each chain's energy ledger (the season ledgers at the final heads). */
export interface FinalEnergyLedgers {
  ledger(
    chainId: number,
  ): Promise<{ ledger: EnergyLedger; head: IndexedHead | undefined; titleClaims: readonly TitleClaimedEvent[] }>
}

/**
 * Settles the seasons whose end the final chain has passed (issues 14 and 26). The ledgers it reads stand at the final
 * heads (finalChainHeads), so a season settles once a block at or after its end time is the chain's finality depth
 * deep: the energies at the end (a fixed cut-off) come from final events only. A deeper reorganisation rolls the
 * settlement back with its block (the indexer deletes it in the rollback's transaction) and it is settled again from
 * the canonical chain. Each season is computed by the pure seasonSettlement and recorded in one transaction with its
 * completion marker (SeasonSettlements), so running twice, concurrently, or again after a crash pays every share once.
 */
export class SeasonSettler {
  /**
   * The highest season known settled per chain, and the ledger it was settled from: a check with nothing new to settle
   * reads no table, until the ledger is rebuilt (a reorganisation, which may have rolled settlements back).
   */
  private readonly settledUpTo = new Map<number, { ledger: object; season: number }>()

  constructor(
    private readonly ledgers: FinalEnergyLedgers,
    private readonly settlements: SeasonSettlements,
  ) {}

  /** Settles each season of `chainId` that ended by the indexed head and is not settled yet; returns those settled now. */
  async settleDue(chainId: number): Promise<number[]> {
    const { ledger, head, titleClaims } = await this.ledgers.ledger(chainId)
    if (!head) return []
    const ended = endedSeasons(ledger, head.timestamp)
    const last = ended.at(-1)
    const known = this.settledUpTo.get(chainId)
    if (last === undefined || (known?.ledger === ledger && last <= known.season)) return []
    const settled = new Set((await this.settlements.settled(chainId)).map((s) => s.season))
    const now: number[] = []
    for (const number of ended) {
      if (settled.has(number)) continue
      const season = ledger.season(number)!
      const held = titlesHeldAt(titleClaims, number, season.endTime)
      if (await this.settlements.record(chainId, seasonSettlement(season, ledger.energies(number), held), head))
        now.push(number)
    }
    this.settledUpTo.set(chainId, { ledger, season: last })
    return now
  }
}
