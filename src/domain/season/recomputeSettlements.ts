import type { MiningEvent } from '../mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from './applyEnergyEvents'
import { EnergyLedger } from './EnergyLedger'
import { endedSeasons } from './endedSeasons'
import type { InvitationBound, SeasonEvent, TitleClaimedEvent } from './SeasonEvent'
import { type SeasonSettlement, seasonSettlement } from './seasonSettlement'
import { titlesHeldAt } from './titlesHeldAt'

/**
 * The settlement of every season that ended by `headTime`, recomputed from scratch: an energy ledger rebuilt from the
 * mining, season and title events (chain order) and the invitation bindings (oldest first), brought to `headTime`,
 * then seasonSettlement of each ended season with the titles held at its end. What the server's settlement must equal
 * (`fomo season verify`), whatever head after the end it is computed at.
 */
export function recomputeSettlements(
  events: readonly (MiningEvent | SeasonEvent)[],
  bindings: readonly InvitationBound[],
  headTime: number,
): SeasonSettlement[] {
  const ledger = new EnergyLedger()
  advanceEnergyLedger(ledger, headTime, bindings, applyEnergyEvents(ledger, events, bindings, 0))
  const claims = events.filter((event): event is TitleClaimedEvent => event.kind === 'titleClaimed')
  return endedSeasons(ledger, headTime).map((n) => {
    const season = ledger.season(n)!
    return seasonSettlement(season, ledger.energies(n), titlesHeldAt(claims, n, season.endTime))
  })
}
