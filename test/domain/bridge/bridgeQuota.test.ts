import { parseUnits } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  auraValue,
  checkQuota,
  DEVNET_BRIDGE_QUOTA_TERMS,
  dailyBridgeQuota,
  pledgedLiquidityValue,
  type QuotaChainFacts,
  type QuotaReservation,
  quotaResetsAt,
  quotaUsed,
  reservationHold,
  utcDay,
} from '../../../src/domain/bridge/bridgeQuota'
import { BridgeQuotaExceededError } from '../../../src/domain/errors/BridgeQuotaExceededError'
import { NoAuraPriceError } from '../../../src/domain/errors/NoAuraPriceError'

const WEI = 10n ** 18n
const AURA = '0x00000000000000000000000000000000000000a0'
const USDT = '0x00000000000000000000000000000000000000a1'
const HJW = '0x00000000000000000000000000000000000000a2'
const ODD = '0x00000000000000000000000000000000000000a3'
/** AURA wei per base unit: USDT at 2 AURA, HJW (6 decimals) at 0.5 AURA a whole token. */
const PRICES = new Map([
  [USDT, { numerator: 2n, denominator: 1n }],
  [HJW, { numerator: 5n * 10n ** 11n, denominator: 1n }],
])
const NO_FACTS: QuotaChainFacts = { collected: new Set(), voided: new Set(), headTimes: new Map() }
const reservation = (over: Partial<QuotaReservation> = {}): QuotaReservation => ({
  code: '0x01',
  sourceChainId: 128,
  quotaAmount: 100n,
  quotaDay: '2026-11-24',
  nonce: 1n,
  deadline: 1_000,
  returnedAt: null,
  ...over,
})

describe('the daily quota', () => {
  it.each([
    // pledged value (AURA), daily quota (AURA): base 10,000 + 2x the value, the raise capped at 90,000
    [0n, 10_000n],
    [1n, 10_002n],
    [45_000n, 100_000n],
    [45_001n, 100_000n],
    [10n ** 30n, 100_000n],
  ])('with LP worth %s AURA pledged is %s AURA', (value, daily) => {
    expect(dailyBridgeQuota(DEVNET_BRIDGE_QUOTA_TERMS, value * WEI)).toBe(daily * WEI)
  })

  it('never falls below the base, never exceeds base + cap, and never falls as the pledge grows', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.bigInt({ min: 0n, max: 2n ** 200n }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const terms = DEVNET_BRIDGE_QUOTA_TERMS
        const [qLow, qHigh] = [dailyBridgeQuota(terms, low), dailyBridgeQuota(terms, high)]
        expect(qLow >= terms.base && qHigh <= terms.base + terms.raiseCap && qLow <= qHigh).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

describe('pledged LP valued in AURA', () => {
  const pair = { token0: AURA, token1: USDT, reserve0: 1_000n * WEI, reserve1: 500n * WEI, totalSupply: 100n * WEI }
  const auraPrices = new Map([...PRICES, [AURA, { numerator: 1n, denominator: 1n }]])

  it.each([
    // pledged LP, AURA wei: the pair holds 1,000 AURA and 500 USDT (1,000 AURA at 2): 20 AURA of pair per LP
    [10n * WEI, 200n * WEI],
    [100n * WEI, 2_000n * WEI],
    [1n, 20n],
    [0n, 0n],
  ])('%s LP is worth %s AURA wei', (pledged, value) => {
    expect(pledgedLiquidityValue({ ...pair, pledged }, auraPrices)).toBe(value)
  })

  it('takes the cheaper side twice when the pair strays from the market, one side when only it has a price', () => {
    // the pair's own price is 1 USDT = 2 AURA; at the market's 4 AURA the USDT side is worth 2,000: the AURA side counts
    const dear = new Map([
      [AURA, { numerator: 1n, denominator: 1n }],
      [USDT, { numerator: 4n, denominator: 1n }],
    ])
    expect(pledgedLiquidityValue({ ...pair, pledged: 100n * WEI }, dear)).toBe(2_000n * WEI)
    const onlyUsdt = new Map([[USDT, { numerator: 2n, denominator: 1n }]])
    expect(pledgedLiquidityValue({ ...pair, pledged: 100n * WEI }, onlyUsdt)).toBe(2_000n * WEI)
    expect(pledgedLiquidityValue({ ...pair, pledged: 100n * WEI }, new Map())).toBe(0n)
    expect(pledgedLiquidityValue({ ...pair, totalSupply: 0n, pledged: 1n }, auraPrices)).toBe(0n)
  })

  it('never values a share above its whole pair at the same prices, and rounds down', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 112n }),
        fc.bigInt({ min: 1n, max: 2n ** 112n }),
        fc.bigInt({ min: 1n, max: 2n ** 120n }),
        fc.bigInt({ min: 0n, max: 2n ** 120n }),
        (reserve0, reserve1, totalSupply, share) => {
          const pledged = share % (totalSupply + 1n) // 0 to the whole supply
          const p = { ...pair, reserve0, reserve1, totalSupply, pledged }
          const whole = pledgedLiquidityValue({ ...p, pledged: totalSupply }, auraPrices)
          const value = pledgedLiquidityValue(p, auraPrices)
          expect(value <= whole).toBe(true)
          expect(value * totalSupply <= whole * pledged + totalSupply).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('a transfer valued in AURA', () => {
  it.each([
    [5n * WEI, AURA, 5n * WEI], // AURA 1:1
    [5n * WEI, USDT, 10n * WEI],
    [3n, USDT, 6n],
    [2n * 10n ** 6n, HJW, 1n * WEI], // 2 HJW of 6 decimals
    [1n, HJW, 5n * 10n ** 11n],
  ])('%s of %s takes %s AURA wei', (amount, token, value) => {
    expect(auraValue(amount, token, AURA, PRICES)).toBe(value)
  })

  it('rounds up, so that no transfer goes unaccounted', () => {
    const third = new Map([[USDT, { numerator: 1n, denominator: 3n }]])
    expect(auraValue(1n, USDT, AURA, third)).toBe(1n)
    expect(auraValue(3n, USDT, AURA, third)).toBe(1n)
    expect(auraValue(4n, USDT, AURA, third)).toBe(2n)
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.bigInt({ min: 1n, max: 2n ** 64n }), (amount, den) => {
        const value = auraValue(amount, USDT, AURA, new Map([[USDT, { numerator: 7n, denominator: den }]]))
        expect(value * den >= amount * 7n && (value - 1n) * den < amount * 7n).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a token without an AURA price, matching addresses in any case', () => {
    expect(() => auraValue(1n, ODD, AURA, PRICES)).toThrow(NoAuraPriceError)
    expect(auraValue(4n, USDT.toUpperCase().replace('0X', '0x'), AURA.toUpperCase(), PRICES)).toBe(8n)
  })
})

describe('the UTC day', () => {
  it.each([
    [0, '1970-01-01', 86_400],
    [1_795_996_799, '2026-11-29', 1_795_996_800], // the last second of a day
    [1_795_996_800, '2026-11-30', 1_796_083_200], // midnight starts the next
  ])('%s is on %s and its quota resets at %s', (time, day, resets) => {
    expect(utcDay(time)).toBe(day)
    expect(quotaResetsAt(time)).toBe(resets)
  })
})

describe('what a reservation holds', () => {
  it.each([
    ['pending while it can land', reservation(), NO_FACTS, 'pending'],
    ['collected for good', reservation(), { ...NO_FACTS, collected: new Set(['0x01']) }, 'collected'],
    [
      'collected even past its deadline or returned',
      reservation({ returnedAt: 5 }),
      { ...NO_FACTS, collected: new Set(['0x01']), headTimes: new Map([[128, 2_000]]) },
      'collected',
    ],
    [
      'pending at its deadline: a block at that second still lands',
      reservation(),
      { ...NO_FACTS, headTimes: new Map([[128, 1_000]]) },
      'pending',
    ],
    [
      'released once the source head is past it',
      reservation(),
      { ...NO_FACTS, headTimes: new Map([[128, 1_001]]) },
      'released',
    ],
    [
      'pending when only the other chain is past it',
      reservation(),
      { ...NO_FACTS, headTimes: new Map([[56, 9_999]]) },
      'pending',
    ],
    ['released when returned', reservation({ returnedAt: 900 }), NO_FACTS, 'released'],
    [
      'released when its nonce was voided on its chain',
      reservation(),
      { ...NO_FACTS, voided: new Set(['128:1']) },
      'released',
    ],
    [
      'pending when the nonce was voided on the other chain',
      reservation(),
      { ...NO_FACTS, voided: new Set(['56:1']) },
      'pending',
    ],
  ] as const)('%s', (_, held, facts, hold) => {
    expect(reservationHold(held, facts)).toBe(hold)
  })

  it('counts today only what is collected or pending on that day', () => {
    const list = [
      reservation({ code: 'a', quotaAmount: 1n }),
      reservation({ code: 'b', quotaAmount: 10n, deadline: 10 }), // expired
      reservation({ code: 'c', quotaAmount: 100n, deadline: 10 }), // collected before it expired
      reservation({ code: 'd', quotaAmount: 1_000n, quotaDay: '2026-11-23' }), // yesterday's
      reservation({ code: 'e', quotaAmount: 10_000n, returnedAt: 3 }),
    ]
    const facts = { ...NO_FACTS, collected: new Set(['c']), headTimes: new Map([[128, 500]]) }
    expect(quotaUsed(list, '2026-11-24', facts)).toBe(101n)
    expect(quotaUsed(list, '2026-11-23', facts)).toBe(1_000n)
  })

  it('never counts more than the reservations of the day, and a later head never counts more', () => {
    const arbitrary = fc.record({
      code: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      sourceChainId: fc.constantFrom(128, 56),
      quotaAmount: fc.bigInt({ min: 0n, max: 2n ** 100n }),
      quotaDay: fc.constantFrom('2026-11-24', '2026-11-25'),
      nonce: fc.bigInt({ min: 0n, max: 4n }),
      deadline: fc.integer({ min: 0, max: 100 }),
      returnedAt: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    })
    fc.assert(
      fc.property(
        fc.array(arbitrary, { maxLength: 12 }),
        fc.subarray(['a', 'b', 'c', 'd', 'e']),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (list, collected, t1, t2) => {
          const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1]
          const facts = (time: number) => ({
            collected: new Set(collected),
            voided: new Set<string>(),
            headTimes: new Map([
              [128, time],
              [56, time],
            ]),
          })
          const day = '2026-11-24'
          const all = list.filter((r) => r.quotaDay === day).reduce((sum, r) => sum + r.quotaAmount, 0n)
          const [usedEarly, usedLate] = [quotaUsed(list, day, facts(early)), quotaUsed(list, day, facts(late))]
          expect(usedEarly <= all && usedLate <= usedEarly).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('lets a reservation in only while what remains covers it, and says when the quota resets', () => {
    expect(() => checkQuota(100n, 40n, 60n, 0)).not.toThrow()
    expect(() => checkQuota(100n, 40n, 61n, 0)).toThrow(BridgeQuotaExceededError)
    expect(() => checkQuota(100n, 140n, 0n, 0)).not.toThrow()
    expect(() => checkQuota(100n, 140n, 1n, 0)).toThrow(/only 0 AURA remain today.*1970-01-02T00:00:00.000Z/)
  })

  it('says what a refused transfer takes and what remains in AURA, not in wei (issue 30)', () => {
    const aura = (text: string) => parseUnits(text, 18)
    expect(() => checkQuota(aura('10000'), aura('9990'), aura('12.5'), 0)).toThrow(
      'This transfer takes 12.5 AURA of your daily quota but only 10 AURA remain today',
    )
    expect(() => checkQuota(aura('10000'), aura('9999.999999999999999999'), 2n, 0)).toThrow(
      'takes 0.000000000000000002 AURA of your daily quota but only 0.000000000000000001 AURA remain today',
    )
  })
})
