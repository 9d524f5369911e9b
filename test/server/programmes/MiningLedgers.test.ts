import { describe, expect, it } from 'vitest'
import { MiningLedgers } from '../../../src/server/programmes/MiningLedgers'
import { MiningEventLog } from '../../domain/mining/miningEvents'
import { InMemoryMiningEvents } from '../../doubles/InMemoryMiningEvents'

const A = '0x00000000000000000000000000000000000000aa'
const REWARD = '0x00000000000000000000000000000000000000f1'

/** A pool paying 10 wei a second, and A's demand pledge at block 4 (time 0). */
function seeded() {
  const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000)
  log.deposit(0, A, 1n, 0, 10_000)
  const events = new InMemoryMiningEvents()
  events.events = [...log.events]
  for (const event of log.events) events.blocks.set(event.blockNumber, `0x${event.blockNumber.toString(16)}`)
  return { log, events }
}

describe('MiningLedgers', () => {
  it('applies only what was indexed since the last read, and reads at the head time', async () => {
    const { log, events } = seeded()
    events.setHead(10, 100)
    const ledgers = new MiningLedgers(events)
    const first = await ledgers.ledger(128)
    expect(first.ledger.earnings(A).get(REWARD)).toBe(1_000n)
    log.withdrawn(150, A, 1n)
    events.events = [...log.events]
    events.setHead(20, 300)
    const second = await ledgers.ledger(128)
    expect(second.ledger).toBe(first.ledger)
    expect(second.ledger.earnings(A).get(REWARD)).toBe(1_500n)
    expect(events.pages).toEqual([3, 1])
  })

  it('rebuilds a chain whose block it stood on was replaced by a reorganisation', async () => {
    const { log, events } = seeded()
    events.setHead(10, 100)
    const ledgers = new MiningLedgers(events)
    const before = await ledgers.ledger(128)
    // block 10 is replaced: the new branch has A withdrawing at time 50
    events.blocks.delete(10)
    log.withdrawn(50, A, 1n)
    events.events = [...log.events]
    events.setHead(12, 120, '0xother')
    const after = await ledgers.ledger(128)
    expect(after.ledger).not.toBe(before.ledger)
    expect(after.ledger.earnings(A).get(REWARD)).toBe(500n)
  })

  it('asks only for the head while nothing new is indexed', async () => {
    const { events } = seeded()
    events.setHead(10, 100)
    const ledgers = new MiningLedgers(events)
    await ledgers.ledger(128)
    await ledgers.ledger(128)
    await ledgers.ledger(128)
    expect(events.pages).toEqual([3])
  })

  it('shares one sync between concurrent readers, and has an empty ledger before anything is indexed', async () => {
    const { events } = seeded()
    const ledgers = new MiningLedgers(events)
    expect((await ledgers.ledger(128)).ledger.poolTokens()).toEqual([])
    events.setHead(10, 100)
    const [a, b] = await Promise.all([ledgers.ledger(128), ledgers.ledger(128)])
    expect(a.ledger).toBe(b.ledger)
    expect(events.pages).toEqual([3])
  })
})
