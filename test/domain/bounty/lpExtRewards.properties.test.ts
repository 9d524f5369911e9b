import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lpExtRewards } from '../../../src/domain/bounty/lpExtRewards'
import { ReferralTree } from '../../../src/domain/bounty/ReferralTree'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'
import type { InvitationBound } from '../../../src/domain/season/SeasonEvent'
import { MiningEventLog } from '../mining/miningEvents'
import { ACCOUNTS, account, bindingList, DAY, START, totals, writeOnce } from './bountyArbitraries'

/** Property runs: far more time than they need alone (under a second), for a machine loaded by a full run. */
const SLOW = { timeout: 30_000 }

const BPS = 1_000
const REWARD = '0x00000000000000000000000000000000000000f1'

/** Demand pledges and withdrawals over the scenario's days, the pool paying from a day before. */
const pledges = fc.record({
  rate: fc.bigInt(1n, 10n ** 15n),
  steps: fc.array(
    fc.record({
      who: fc.nat(ACCOUNTS - 1),
      at: fc.integer({ min: START - DAY, max: START + 5 * DAY }),
      amount: fc.bigInt(1n, 10n ** 21n),
      withdraw: fc.boolean(),
    }),
    { minLength: 4, maxLength: 20 },
  ),
})
const bindings = bindingList(5)

function eventsOf({
  rate,
  steps,
}: {
  rate: bigint
  steps: { who: number; at: number; amount: bigint; withdraw: boolean }[]
}) {
  const log = new MiningEventLog().poolAdded(START - DAY, rate).option(START - DAY, 0, 10_000)
  const balances = new Map<string, bigint>()
  for (const { who, at, amount, withdraw } of [...steps].sort((a, b) => a.at - b.at)) {
    const address = account(who)
    const balance = balances.get(address) ?? 0n
    if (withdraw && balance > 0n) {
      const out = amount % balance === 0n ? balance : amount % balance
      log.withdrawn(at, address, out)
      balances.set(address, balance - out)
    } else if (!withdraw) {
      log.deposit(at, address, amount, 0, 10_000)
      balances.set(address, balance + amount)
    }
  }
  return { events: log.events, balances }
}

/** `account`'s LP-mining earnings at `time`, from a ledger of its own. */
function earningsAt(events: readonly MiningEvent[], address: string, time: number): bigint {
  const ledger = new MiningLedger()
  for (const event of events) if (event.time <= time) ledger.apply(event)
  return ledger.at(time).earnings(address).get(REWARD) ?? 0n
}

const now = fc.integer({ min: START, max: START + 6 * DAY })

describe('lpExtRewards', SLOW, () => {
  it('pays an inviter lpExtRewardBps of each team member’s mining earnings since it joined', () => {
    let paid = 0
    fc.assert(
      fc.property(pledges, bindings, now, (drawn, bound, at) => {
        const { events } = eventsOf(drawn)
        const result = lpExtRewards(events, bound, BPS, at)
        const tree = new ReferralTree(bound.filter((b) => b.time <= at))
        for (let i = 0; i < ACCOUNTS; i++) {
          const inviter = account(i)
          let exact = 0n
          for (const member of tree.teamOf(inviter))
            exact += earningsAt(events, member.address, at) - earningsAt(events, member.address, member.since)
          // MiningLedger floors at each read (within a wei of the exact share), and the rule reads at each midnight
          // and binding: a member's figure may sit a few wei of earnings below a single read's
          const got = result.accrued.get(inviter)?.get(REWARD) ?? 0n
          const expected = (exact * BigInt(BPS)) / 10_000n
          const slack = BigInt(tree.teamOf(inviter).length * 5)
          expect(got <= expected + 1n && got >= expected - slack, `${got} vs ${expected}`).toBe(true)
          if (got > 0n) paid++
        }
      }),
      { numRuns: 60 },
    )
    expect(paid).toBeGreaterThan(15) // the scenarios do pay inviters (about 60 a run)
  })

  it('credits each ended day once: credits add up to the figure at the last midnight, and a later claim only adds', () => {
    let credited = 0
    fc.assert(
      fc.property(pledges, bindings, now, fc.integer({ min: 0, max: 2 * DAY }), (drawn, bound, first, gap) => {
        const { events } = eventsOf(drawn)
        const earlier = lpExtRewards(events, bound, BPS, first)
        const later = lpExtRewards(events, bound, BPS, first + gap)
        for (const credit of earlier.credits) expect(later.credits).toContainEqual(credit)
        const ledger = new Map()
        writeOnce(ledger, earlier.credits)
        writeOnce(ledger, later.credits)
        expect(totals(ledger.values())).toEqual(totals(later.credits))
        const midnight = Math.floor((first + gap) / DAY) * DAY
        const atMidnight = lpExtRewards(events, bound, BPS, midnight)
        const expected = new Map<string, bigint>()
        for (const [inviter, tokens] of atMidnight.accrued)
          for (const [token, amount] of tokens) if (amount > 0n) expected.set(`${inviter}|${token}`, amount)
        expect(totals(later.credits)).toEqual(expected)
        credited += later.credits.length
        for (const [inviter, tokens] of later.accrued)
          for (const [token, amount] of tokens)
            expect(amount).toBeGreaterThanOrEqual(expected.get(`${inviter}|${token}`) ?? 0n)
      }),
      { numRuns: 60 },
    )
    expect(credited).toBeGreaterThan(40) // about 200 a run
  })

  it('counts as pledging friends the direct friends holding a pledge', () => {
    fc.assert(
      fc.property(pledges, bindings, (drawn, bound) => {
        const { events, balances } = eventsOf(drawn)
        const at = START + 6 * DAY
        const { directDrive } = lpExtRewards(events, bound, BPS, at)
        const tree = new ReferralTree(bound)
        for (const inviter of tree.inviters())
          expect(directDrive.get(inviter)).toBe(
            tree.directFriends(inviter).filter((friend) => (balances.get(friend) ?? 0n) > 0n).length,
          )
      }),
      { numRuns: 60 },
    )
  })

  it('pins a day: a friend bound at noon earns its inviter 10% of its afternoon, credited at midnight', () => {
    const log = new MiningEventLog().poolAdded(START, 100n).option(START, 0, 10_000)
    log.deposit(START, account(1), 10n ** 18n, 0, 10_000)
    const binding: InvitationBound = {
      kind: 'invitationBound',
      invitee: account(1),
      inviter: account(0),
      time: START + DAY / 2,
    }
    const result = lpExtRewards(log.events, [binding], BPS, START + DAY + 60)
    expect(result.credits).toEqual([
      { programme: 'bounty', key: 'bounty:lp-ext:2026-11-20', account: account(0), token: REWARD, amount: 432_000n },
    ])
    expect(result.accrued.get(account(0))?.get(REWARD)).toBe(432_000n + 600n) // a minute of the next day: not credited
  })
})
