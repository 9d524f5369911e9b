import type { MiningEvent } from '../mining/MiningEvent'
import type { EnergyLedger } from './EnergyLedger'
import type { InvitationBound, SeasonEvent } from './SeasonEvent'

/**
 * Applies chain events (mining and season, in chain order) to `ledger`, merging in the bindings (oldest first) by
 * time: each binding from `next` on is applied before the first event later than it. Returns the index of the first
 * binding not applied yet. With `advanceEnergyLedger` at the head, the one order the server's ledger and a verifier
 * rebuilding from the chain both follow.
 */
export function applyEnergyEvents(
  ledger: EnergyLedger,
  events: readonly (MiningEvent | SeasonEvent)[],
  bindings: readonly InvitationBound[],
  next: number,
): number {
  let index = next
  for (const event of events) {
    while (index < bindings.length && bindings[index]!.time <= event.time) ledger.apply(bindings[index++]!)
    ledger.apply(event)
  }
  return index
}

/**
 * Brings `ledger` to `time` (the indexed head's block time): applies the bindings from `next` on that are not later
 * than it, then advances. Returns the index of the first binding left for later (it counts once the chain passes it).
 */
export function advanceEnergyLedger(
  ledger: EnergyLedger,
  time: number,
  bindings: readonly InvitationBound[],
  next: number,
): number {
  let index = next
  while (index < bindings.length && bindings[index]!.time <= time) ledger.apply(bindings[index++]!)
  ledger.advanceTo(time)
  return index
}
