import { describe, expect, it } from 'vitest'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { advanceEnergyLedger, applyEnergyEvents } from '../../../src/domain/season/applyEnergyEvents'
import { EnergyLedger } from '../../../src/domain/season/EnergyLedger'
import type { EnergyEvent, InvitationBound, SeasonEvent } from '../../../src/domain/season/SeasonEvent'
import { SeasonLedgers } from '../../../src/server/programmes/SeasonLedgers'
import { EnergyEventLog } from '../../domain/season/energyEvents'
import { InMemoryMiningEvents } from '../../doubles/InMemoryMiningEvents'
import { InMemoryInvitations, InMemorySeasonEvents } from '../../doubles/InMemorySeasonStores'
import { signedInvitation } from '../../support/signedInvitation'

const DAY = 86_400
const address = (prefix: string) => prefix.padEnd(42, '0')
const [A, B, C, D] = [address('0xaa'), address('0xbb'), address('0xcc'), address('0xdd')] as const
const LP = 10n ** 18n
const isSeason = (event: EnergyEvent): event is SeasonEvent =>
  ['seasonOpened', 'seasonFunded', 'energySharesSet', 'extendRewardSet'].includes(event.kind)

/** Season 1 over 30 days; A invites B, B invites C; each pledges at a different time, B withdraws later. */
function scenario() {
  const log = new EnergyEventLog()
    .pool(0)
    .shares(0, 2_000, 1_000)
    .open(0, 1, 30 * DAY, 10n, 20n)
  log.bind(5, B, A).bind(5, C, B)
  log.deposit(10, A, LP, 0, 10_000)
  log.deposit(DAY, B, 2n * LP, 0, 10_000)
  log.deposit(2 * DAY, C, 3n * LP, 0, 10_000)
  log.withdrawn(5 * DAY, B, LP)
  log.deposit(40 * DAY, C, LP, 0, 10_000) // season 2 (not opened): still accrues
  return log
}

/** The server's stores over the log's events, and a way to move the indexed head. */
function stores(log: EnergyEventLog) {
  const mining = new InMemoryMiningEvents()
  const seasons = new InMemorySeasonEvents()
  const invitations = new InMemoryInvitations()
  mining.events = log.events.filter((e): e is MiningEvent => e.kind !== 'invitationBound' && !isSeason(e))
  seasons.events = log.events.filter(isSeason)
  invitations.bound = log.events.filter((e): e is InvitationBound => e.kind === 'invitationBound')
  for (const event of [...mining.events, ...seasons.events])
    mining.blocks.set(event.blockNumber, `0x${event.blockNumber.toString(16)}`)
  const headAt = (number: number, time: number, hash?: string) => mining.setHead(number, time, hash)
  return { mining, seasons, invitations, headAt, ledgers: new SeasonLedgers(mining, mining, seasons, invitations) }
}

/** What a verifier gets from scratch: the chain events up to the head block merged with the bindings, at its time. */
function rebuilt(log: EnergyEventLog, bindings: InvitationBound[], headBlock: number, headTime: number): EnergyLedger {
  const ledger = new EnergyLedger()
  const chain = log.events.filter(
    (e): e is MiningEvent | SeasonEvent => e.kind !== 'invitationBound' && e.blockNumber <= headBlock,
  )
  const next = applyEnergyEvents(ledger, chain, bindings, 0)
  advanceEnergyLedger(ledger, headTime, bindings, next)
  return ledger
}

function expectSame(server: EnergyLedger, reference: EnergyLedger) {
  expect(server.currentSeason).toBe(reference.currentSeason)
  for (const account of [A, B, C, D]) {
    expect(server.energyOf(account), account).toEqual(reference.energyOf(account))
    expect(server.energyLog(account), account).toEqual(reference.energyLog(account))
    expect(server.inviterOf(account)).toBe(reference.inviterOf(account))
  }
}

describe('SeasonLedgers', () => {
  it('follows the head block by block, always equal to a ledger rebuilt from scratch', async () => {
    const log = scenario()
    const { invitations, headAt, ledgers } = stores(log)
    const blocks = log.events.filter((e) => e.kind !== 'invitationBound') as (MiningEvent | SeasonEvent)[]
    let first: EnergyLedger | undefined
    for (const event of blocks) {
      headAt(event.blockNumber, event.time)
      const { ledger } = await ledgers.ledger(128)
      first ??= ledger
      expect(ledger).toBe(first) // incremental: never rebuilt
      expectSame(ledger, rebuilt(log, invitations.bound, event.blockNumber, event.time))
    }
    expect(first!.energyOf(B).direct).toBeGreaterThan(0n)
    expect(first!.energyOf(A).diffused).toBeGreaterThan(0n)
  })

  it('keeps a binding later than the head until the chain passes it', async () => {
    const log = scenario()
    const { invitations, headAt, ledgers } = stores(log)
    const last = log.events.filter((e) => e.kind !== 'invitationBound').at(-1)!
    headAt(last.blockNumber, 41 * DAY)
    const before = (await ledgers.ledger(128)).ledger
    await invitations.bind(signedInvitation(D, C, '0x'), () => {}, 42 * DAY)
    expect((await ledgers.ledger(128)).ledger.inviterOf(D)).toBeUndefined()
    headAt(last.blockNumber + 1, 43 * DAY)
    const after = (await ledgers.ledger(128)).ledger
    expect(after).toBe(before)
    expect(after.inviterOf(D)).toBe(C)
    expectSame(after, rebuilt(log, invitations.bound, last.blockNumber + 1, 43 * DAY))
  })

  it('rebuilds when a binding counts from before the ledger’s time (a clock behind the chain’s)', async () => {
    const log = scenario()
    const { invitations, headAt, ledgers } = stores(log)
    const last = log.events.filter((e) => e.kind !== 'invitationBound').at(-1)!
    headAt(last.blockNumber, 41 * DAY)
    const before = (await ledgers.ledger(128)).ledger
    await invitations.bind(signedInvitation(D, A, '0x'), () => {}, 3 * DAY) // D never pledges; A's tree is unchanged
    await invitations.bind(signedInvitation(B, D, '0x'), () => {}, 3 * DAY) // refused by the ledger: B is bound already
    const after = (await ledgers.ledger(128)).ledger
    expect(after).not.toBe(before)
    expect(after.inviterOf(D)).toBe(A)
    expectSame(after, rebuilt(log, invitations.bound, last.blockNumber, 41 * DAY))
  })

  it('rebuilds a chain whose block it stood on was replaced by a reorganisation', async () => {
    const log = scenario()
    const { mining, headAt, ledgers, invitations } = stores(log)
    const last = log.events.filter((e) => e.kind !== 'invitationBound').at(-1)!
    headAt(last.blockNumber, 41 * DAY)
    const before = (await ledgers.ledger(128)).ledger
    // the last block (C's second pledge) is replaced by an empty one
    mining.events = mining.events.filter((e) => e.blockNumber !== last.blockNumber)
    mining.blocks.delete(last.blockNumber)
    headAt(last.blockNumber, 41 * DAY, '0xother')
    const after = (await ledgers.ledger(128)).ledger
    expect(after).not.toBe(before)
    expectSame(after, rebuilt(log, invitations.bound, last.blockNumber - 1, 41 * DAY))
  })
})
