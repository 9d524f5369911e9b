import { describe, expect, it } from 'vitest'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from '../../../src/domain/season/applyEnergyEvents'
import { EnergyLedger } from '../../../src/domain/season/EnergyLedger'
import type { InvitationBound, SeasonEvent } from '../../../src/domain/season/SeasonEvent'
import { EnergyEventLog } from './energyEvents'

const DAY = 86_400
const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const LP = 10n ** 18n

/** Season 1 from time 0; B pledges 1 LP at 1x from day 1 (so B earns 1 energy a day). */
function chain() {
  const log = new EnergyEventLog()
    .pool(0)
    .shares(0, 2_000, 1_000)
    .open(0, 1, 30 * DAY)
  log.deposit(DAY, B, LP, 0, 10_000)
  log.withdrawn(3 * DAY, B, LP)
  return log.events as (MiningEvent | SeasonEvent)[]
}
const binding = (time: number): InvitationBound => ({ kind: 'invitationBound', invitee: B, inviter: A, time })

describe('applyEnergyEvents and advanceEnergyLedger', () => {
  it('applies a binding before the first event later than it, so the inviter earns from the binding on', () => {
    const ledger = new EnergyLedger()
    const bindings = [binding(2 * DAY)]
    const next = applyEnergyEvents(ledger, chain(), bindings, 0)
    expect(next).toBe(1)
    advanceEnergyLedger(ledger, 4 * DAY, bindings, next)
    expect(ledger.inviterOf(B)).toBe(A)
    // B earned 2 energy (days 1 to 3), A 20 % of the day after the binding
    expect(ledger.energyOf(B).own).toBe(2n * LP)
    expect(ledger.energyOf(A).direct).toBe((LP * 2_000n) / 10_000n)
  })

  it('leaves a binding later than the head for later, and applies it once the head passes it', () => {
    const ledger = new EnergyLedger()
    const bindings = [binding(10 * DAY)]
    let next = applyEnergyEvents(ledger, chain(), bindings, 0)
    next = advanceEnergyLedger(ledger, 5 * DAY, bindings, next)
    expect([next, ledger.inviterOf(B)]).toEqual([0, undefined])
    expect(advanceEnergyLedger(ledger, 10 * DAY, bindings, next)).toBe(1)
    expect(ledger.inviterOf(B)).toBe(A)
    expect(ledger.energyOf(A).direct).toBe(0n) // B stopped pledging on day 3
  })
})
