import { endedSeasons } from '../../domain/season/endedSeasons'
import { seasonSettlement } from '../../domain/season/seasonSettlement'
import { titlesHeldAt } from '../../domain/season/titlesHeldAt'
import type { SeasonSettlements } from '../../ports/SeasonSettlements'
import type { SeasonLedgers } from './SeasonLedgers'

/**
 * Settles the seasons whose end the indexed chain has passed (issue 14). The indexed head is the chain's head minus
 * the configured confirmations, so a season settles once a confirmed block at or after its end time is indexed: the
 * energies at the end (a fixed cut-off) come from confirmed events only, and a reorganisation before that block's
 * confirmation is rolled back by the indexer first, so the settlement is the canonical chain's. Each season is
 * computed by the pure seasonSettlement and recorded in one transaction with its completion marker (SeasonSettlements),
 * so running twice, concurrently, or again after a crash pays every share once.
 */
export class SeasonSettler {
  /** The highest season known settled per chain: a check with nothing new to settle reads no table. */
  private readonly settledUpTo = new Map<number, number>()

  constructor(
    private readonly ledgers: SeasonLedgers,
    private readonly settlements: SeasonSettlements,
  ) {}

  /** Settles each season of `chainId` that ended by the indexed head and is not settled yet; returns those settled now. */
  async settleDue(chainId: number): Promise<number[]> {
    const { ledger, head, titleClaims } = await this.ledgers.ledger(chainId)
    if (!head) return []
    const ended = endedSeasons(ledger, head.timestamp)
    const last = ended.at(-1)
    if (last === undefined || last <= (this.settledUpTo.get(chainId) ?? 0)) return []
    const settled = new Set((await this.settlements.settled(chainId)).map((s) => s.season))
    const now: number[] = []
    for (const number of ended) {
      if (settled.has(number)) continue
      const season = ledger.season(number)!
      const held = titlesHeldAt(titleClaims, number, season.endTime)
      if (await this.settlements.record(chainId, seasonSettlement(season, ledger.energies(number), held), head))
        now.push(number)
    }
    this.settledUpTo.set(chainId, last)
    return now
  }
}
