import { TypedDataEncoder } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NothingInvestedError } from '../../../src/domain/errors/NothingInvestedError'
import { NothingReleasedError } from '../../../src/domain/errors/NothingReleasedError'
import { NotReleasedYetError } from '../../../src/domain/errors/NotReleasedYetError'
import { parseInvestmentRatio } from '../../../src/domain/release/investmentRatio'
import {
  investmentByFinality,
  type ReleaseWithdrawalFact,
  releasePosition,
  releaseRefusal,
  releaseWithdrawal,
} from '../../../src/domain/release/releasePosition'
import { releasedAmount } from '../../../src/domain/release/releaseSchedule'
import { releaseVoucherTypedData } from '../../../src/domain/release/releaseVoucher'

const ALICE = '0x00000000000000000000000000000000000000A1'
const BOB = '0x00000000000000000000000000000000000000b0'
const schedule = { start: 0, cliffSeconds: 0, durationSeconds: 1_000 }
const one = parseInvestmentRatio('1')

describe('investmentByFinality', () => {
  it('counts as final only blocks at least the depth below the head, for the account in any letter case', () => {
    const facts = [
      { account: ALICE, amount: 5n, blockNumber: 10 },
      { account: ALICE.toLowerCase(), amount: 7n, blockNumber: 18 },
      { account: ALICE, amount: 100n, blockNumber: 19 },
      { account: BOB, amount: 1_000n, blockNumber: 1 },
    ]
    expect(investmentByFinality(facts, ALICE, { head: 30, depth: 12 })).toEqual({ final: 12n, pending: 100n })
    // the block at 19 is reorganised away before it is deep enough: it never counted
    expect(investmentByFinality(facts.slice(0, 2), ALICE, { head: 31, depth: 12 })).toEqual({ final: 12n, pending: 0n })
    expect(investmentByFinality(facts, ALICE, { head: 31, depth: 12 })).toEqual({ final: 112n, pending: 0n })
    expect(investmentByFinality(facts, ALICE, { head: 19, depth: 0 })).toEqual({ final: 112n, pending: 0n })
  })
})

describe('releasePosition and releaseWithdrawal', () => {
  it('is what was released less what landed, under the next number', () => {
    const withdrawals: ReleaseWithdrawalFact[] = [
      { account: ALICE, historicalWithdrawalNumber: 0, amount: 100n },
      { account: BOB, historicalWithdrawalNumber: 0, amount: 1n },
    ]
    const position = releasePosition({ invested: 1_000n, ratio: one, schedule, now: 250, account: ALICE, withdrawals })
    expect(position).toEqual({ total: 1_000n, released: 250n, withdrawn: 100n, waiting: 150n, nextNumber: 1 })
    expect(releaseWithdrawal(position, schedule)).toEqual({ number: 1, amount: 150n })
  })

  it('says nothing is waiting, and never goes negative when an investment disappears after a withdrawal', () => {
    const withdrawals = [{ account: ALICE, historicalWithdrawalNumber: 0, amount: 100n }]
    const position = releasePosition({ invested: 50n, ratio: one, schedule, now: 2_000, account: ALICE, withdrawals })
    expect(position.waiting).toBe(0n)
    expect(() => releaseWithdrawal(position, schedule)).toThrow(NothingReleasedError)
  })

  it('names why nothing waits: nothing invested, nothing released before the cliff, or all of it withdrawn', () => {
    const cliffed = { start: 1_000, cliffSeconds: 100, durationSeconds: 1_000 }
    const at = (invested: bigint, now: number, withdrawals: ReleaseWithdrawalFact[] = []) =>
      releasePosition({ invested, ratio: one, schedule: cliffed, now, account: ALICE, withdrawals })
    expect(() => releaseWithdrawal(at(0n, 5_000), cliffed)).toThrow(NothingInvestedError)
    const early = at(1_000n, 1_050)
    expect(() => releaseWithdrawal(early, cliffed)).toThrow(NotReleasedYetError)
    expect(releaseRefusal(early, 1_100)).toMatchObject({
      details: { releasesFrom: 1_100 },
      message: 'Nothing released yet: the release begins at 1970-01-01T00:18:20.000Z',
    })
    const paidOut = at(1_000n, 5_000, [{ account: ALICE, historicalWithdrawalNumber: 0, amount: 1_000n }])
    expect(() => releaseWithdrawal(paidOut, cliffed)).toThrow(NothingReleasedError)
    expect(releaseRefusal(at(1_000n, 1_500), 1_100)).toBeUndefined()
  })

  it('never pays more than was released, however requests, landings and superseded withdrawals interleave', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('invest' as const), amount: fc.bigInt({ min: 1n, max: 10n ** 24n }) }),
      fc.record({ kind: fc.constant('request' as const) }),
      fc.record({ kind: fc.constant('land' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 400 }) }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.constantFrom('1', '1.5', '0.3'), (steps, ratioText) => {
        const ratio = parseInvestmentRatio(ratioText)
        let now = 0
        let invested = 0n
        const landed: ReleaseWithdrawalFact[] = []
        const signed: { number: number; amount: bigint }[] = []
        for (const s of steps) {
          if (s.kind === 'invest') invested += s.amount
          if (s.kind === 'wait') now += s.seconds
          const position = releasePosition({ invested, ratio, schedule, now, account: ALICE, withdrawals: landed })
          if (s.kind === 'request' && position.waiting > 0n) signed.push(releaseWithdrawal(position, schedule))
          if (s.kind === 'land' && signed.length > 0) {
            const voucher = signed[s.pick % signed.length]!
            // the contract: each number once, in sequence
            if (voucher.number === landed.length) {
              landed.push({ account: ALICE, historicalWithdrawalNumber: voucher.number, amount: voucher.amount })
            }
          }
          const paid = landed.reduce((sum, w) => sum + w.amount, 0n)
          const released = releasedAmount((invested * ratio.numerator) / ratio.denominator, schedule, now)
          expect(paid).toBeLessThanOrEqual(released)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('releaseVoucherTypedData', () => {
  it('binds the chain and the contract in the domain, and the number, token, amount and deadline in the struct', () => {
    const voucher = {
      chainId: 56,
      contract: '0x00000000000000000000000000000000000000C0',
      account: ALICE,
      historicalWithdrawalNumber: 3,
      token: BOB,
      amount: 5n,
      deadline: 1_700_000_000,
    }
    const hash = (v: typeof voucher) => {
      const { domain, types, value } = releaseVoucherTypedData(v)
      return TypedDataEncoder.hash(domain, types, value)
    }
    const base = hash(voucher)
    for (const change of [
      { chainId: 128 },
      { contract: BOB },
      { historicalWithdrawalNumber: 4 },
      { amount: 6n },
      { deadline: 1_700_000_001 },
      { token: ALICE },
    ]) {
      expect(hash({ ...voucher, ...change })).not.toBe(base)
    }
  })
})
