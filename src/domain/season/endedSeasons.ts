import type { EnergyLedger } from './EnergyLedger'

/** The seasons of `ledger` whose end is not after `headTime`, in order: the ones to settle. */
export function endedSeasons(ledger: EnergyLedger, headTime: number): number[] {
  const ended: number[] = []
  for (let n = 1; ; n++) {
    const season = ledger.season(n)
    if (!season || season.endTime > headTime) return ended
    ended.push(n)
  }
}
