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
    const ledgers = new MiningLedgers(events, events)
    const first = await ledgers.ledger(128)
    expect(first.ledger.earnings(A).get(REWARD)).toBe(1_000n)
    log.withdrawn(150, A, 1n)
    events.events = [...log.events]
    events.setHead(20, 300)
    const second = await ledgers.ledger(128)
    expect(second.ledger.earnings(A).get(REWARD)).toBe(1_500n)
    expect(events.pages).toEqual([3, 1])
    // a view taken at the earlier head refuses to read now that later events were applied
    expect(first.ledger.current).toBe(false)
    expect(() => first.ledger.earnings(A)).toThrow(RangeError)
  })

  it('gives two replicas the same figures to the wei, however often one was read (issue 26)', async () => {
    const log = new MiningEventLog().poolAdded(0, 7n).option(0, 0, 10_000).option(0, 1, 13_000)
    const [B, C] = ['0x00000000000000000000000000000000000000bb', '0x00000000000000000000000000000000000000cc']
    const busy = new InMemoryMiningEvents()
    const quiet = new InMemoryMiningEvents()
    const [read, unread] = [new MiningLedgers(busy, busy), new MiningLedgers(quiet, quiet)]
    let time = 0
    for (let block = 10; block < 70; block++) {
      time += 1 + ((block * 7_919) % 3_001) // uneven block times
      if (block % 5 === 0) log.deposit(time, [A, B, C][block % 3]!, BigInt(block) * 1_000n + 1n, block % 2, 13_000)
      for (const events of [busy, quiet]) {
        events.events = [...log.events]
        for (const event of log.events) events.blocks.set(event.blockNumber, `0x${event.blockNumber.toString(16)}`)
      }
      busy.setHead(block, time)
      const view = (await read.ledger(128)).ledger // the busy replica reads at every head, three times
      for (const account of [A, B, C, A]) view.earnings(account)
    }
    quiet.setHead(69, time)
    const [busyView, quietView] = [(await read.ledger(128)).ledger, (await unread.ledger(128)).ledger]
    for (const account of [A, B, C]) {
      expect(busyView.earnings(account).get(REWARD)).toBeGreaterThan(0n)
      expect(busyView.earnings(account)).toEqual(quietView.earnings(account))
    }
  })

  it('rebuilds a chain whose block it stood on was replaced by a reorganisation', async () => {
    const { log, events } = seeded()
    events.setHead(10, 100)
    const ledgers = new MiningLedgers(events, events)
    const before = await ledgers.ledger(128)
    // block 10 is replaced: the new branch has A withdrawing at time 50
    events.blocks.delete(10)
    log.withdrawn(50, A, 1n)
    events.events = [...log.events]
    events.setHead(12, 120, '0xother')
    const after = await ledgers.ledger(128)
    expect(after.ledger.earnings(A).get(REWARD)).toBe(500n)
    expect(events.pages).toEqual([3, 4]) // every event read again, the new branch's withdrawal included
    expect(before.ledger.current).toBe(true) // the old branch's ledger is left as it was, no longer served
  })

  it('asks only for the head while nothing new is indexed', async () => {
    const { events } = seeded()
    events.setHead(10, 100)
    const ledgers = new MiningLedgers(events, events)
    await ledgers.ledger(128)
    await ledgers.ledger(128)
    await ledgers.ledger(128)
    expect(events.pages).toEqual([3])
  })

  it('shares one sync between concurrent readers, and has an empty ledger before anything is indexed', async () => {
    const { events } = seeded()
    const ledgers = new MiningLedgers(events, events)
    expect((await ledgers.ledger(128)).ledger.poolTokens()).toEqual([])
    events.setHead(10, 100)
    const [a, b] = await Promise.all([ledgers.ledger(128), ledgers.ledger(128)])
    expect(a.ledger).toBe(b.ledger) // one view per head
    expect(events.pages).toEqual([3])
  })
})
