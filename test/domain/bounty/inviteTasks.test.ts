import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inviteTaskCredit, inviteTaskIdOf } from '../../../src/domain/bounty/inviteTaskCredit'
import { inviteTasks } from '../../../src/domain/bounty/inviteTasks'
import { ReferralTree } from '../../../src/domain/bounty/ReferralTree'
import { roundsByPlayer } from '../../../src/domain/bounty/roundsByPlayer'
import { InviteTaskNotCompleteError } from '../../../src/domain/errors/InviteTaskNotCompleteError'
import { UnknownInviteTaskError } from '../../../src/domain/errors/UnknownInviteTaskError'
import {
  ACCOUNTS,
  account,
  bindings,
  DAY,
  player,
  rounds,
  START,
  TERMS,
  time,
  totals,
  USDT,
  writeOnce,
} from './bountyArbitraries'
import { referralModel } from './bountyModel'

/** Property runs: far more time than they need alone (under a second), for a machine loaded by a full run. */
const SLOW = { timeout: 30_000 }

const everyone = Array.from({ length: ACCOUNTS }, (_, i) => account(i))
const bound = (invitee: number, inviter: number, at: number) => ({
  kind: 'invitationBound' as const,
  invitee: account(invitee),
  inviter: account(inviter),
  time: at,
})
const round = (who: number, at: number) => ({
  chainId: 128,
  txHash: `0x${at.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: at - START,
  time: at,
  player: player(who),
  gameType: 2 as const,
  token: USDT,
  bet: 1n,
  round: BigInt(at),
})

describe('inviteTasks', SLOW, () => {
  it('counts a direct friend once it has played after binding; the task completes with the last friend needed', () => {
    const tree = new ReferralTree([bound(1, 0, START), bound(2, 0, START), bound(3, 0, START + 10), bound(4, 1, START)])
    // 2 played before its binding only, 4 is a diffused friend of 0
    const played = roundsByPlayer([
      round(2, START - 5),
      round(1, START + 50),
      round(4, START + 60),
      round(3, START + 70),
    ])
    const tasks = inviteTasks(tree, played, account(0), TERMS)
    expect(tasks.map((t) => [t.task.id, t.complete, t.missingFriends, t.completedAt])).toEqual([
      [1, true, 0, START + 50],
      [2, false, 1, undefined],
    ])
    const after = roundsByPlayer([...played.values()].flat().concat(round(2, START + DAY)))
    expect(inviteTasks(tree, after, account(0), TERMS).map((t) => [t.complete, t.completedAt])).toEqual([
      [true, START + 50],
      [true, START + DAY],
    ])
  })

  it('moves only forward (ongoing → complete) as rounds are recorded', () => {
    fc.assert(
      fc.property(bindings, rounds, time, (drawn, played, cut) => {
        const tree = new ReferralTree(drawn)
        const model = referralModel(drawn)
        const earlier = roundsByPlayer(played.filter((r) => r.time < cut))
        const later = roundsByPlayer(played)
        for (const a of everyone) {
          const before = inviteTasks(tree, earlier, a, TERMS)
          const now = inviteTasks(tree, later, a, TERMS)
          const counted = new Set(played.filter((r) => model.countsFor(r, a, [1])).map((r) => r.player.toLowerCase()))
          now.forEach((state, i) => {
            if (before[i]!.complete) expect([state.complete, state.completedAt]).toEqual([true, before[i]!.completedAt])
            expect(state.missingFriends).toBeLessThanOrEqual(before[i]!.missingFriends)
            expect(state.missingFriends).toBe(Math.max(0, state.task.invites - counted.size))
            expect(state.complete).toBe(counted.size >= state.task.invites)
          })
        }
      }),
      { numRuns: 150 },
    )
  })

  it('pays a task once however often it is received', () => {
    const tree = new ReferralTree([bound(1, 0, START)])
    const played = roundsByPlayer([round(1, START + 1)])
    const ledger = new Map()
    const claim = () => {
      const tasks = inviteTasks(
        tree,
        played,
        account(0),
        TERMS,
        new Set([...ledger.values()].flatMap((c) => inviteTaskIdOf(c.key) ?? [])),
      )
      return { written: writeOnce(ledger, [inviteTaskCredit(tasks, 1, account(0))]), tasks }
    }
    expect(claim().written).toBe(1)
    const second = claim()
    expect(second.written).toBe(0)
    expect(second.tasks[0]!.received).toBe(true)
    expect(totals(ledger.values())).toEqual(
      new Map([[`${account(0)}|${TERMS.inviteTasks[0]!.reward.token}`, 10n ** 18n]]),
    )
    expect(() => inviteTaskCredit(second.tasks, 2, account(0))).toThrow(InviteTaskNotCompleteError)
    expect(() => inviteTaskCredit(second.tasks, 9, account(0))).toThrow(UnknownInviteTaskError)
  })

  it('pays each task at most once in any sequence of claims, and only complete ones', () => {
    fc.assert(
      fc.property(
        bindings,
        rounds,
        fc.array(fc.constantFrom<number>(1, 2), { maxLength: 6 }),
        (drawn, played, claims) => {
          const tree = new ReferralTree(drawn)
          const byPlayer = roundsByPlayer(played)
          for (const a of everyone) {
            const ledger = new Map()
            const tasks = inviteTasks(tree, byPlayer, a, TERMS)
            for (const id of claims)
              try {
                writeOnce(ledger, [inviteTaskCredit(tasks, id, a)])
              } catch (error) {
                expect(error).toBeInstanceOf(InviteTaskNotCompleteError)
              }
            const expected = tasks
              .filter((t) => t.complete && claims.includes(t.task.id))
              .reduce((s, t) => s + t.task.reward.amount, 0n)
            expect(totals(ledger.values()).get(`${a}|${TERMS.dailyPool.token}`) ?? 0n).toBe(expected)
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})
