import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Season } from '../../../src/domain/season/EnergyLedger'
import { extendRewards } from '../../../src/domain/season/extendRewards'
import { seasonSettlement } from '../../../src/domain/season/seasonSettlement'
import { settlementDifferences } from '../../../src/domain/season/settlementDifferences'
import { titlesHeldAt } from '../../../src/domain/season/titlesHeldAt'

const [A, B, C, D] = ['0xaa', '0xbb', '0xcc', '0xdd']
const [T1, T2] = ['0xf1', '0xf2']

const season = (funds: [string, bigint][], extendRewardBps = 1_000): Season => ({
  number: 3,
  startTime: 0,
  endTime: 1_000,
  nft1Ask: 10n,
  nft2Ask: 40n,
  directBps: 2_000,
  diffusedBps: 1_000,
  extendRewardBps,
  funds: new Map(funds),
})

describe('extendRewards', () => {
  it('shares half the pool per tier, equally per title held; a tier nobody holds takes nothing', () => {
    const held = new Map<string, readonly [number, number]>([
      [A, [2, 0]],
      [B, [1, 1]],
    ])
    const { payouts, reserved } = extendRewards(new Map([[T1, 10_000n]]), 1_000, held)
    // pool 1,000: tier 1 gets 500 over 3 titles (A 2, B 1), tier 2 500 for B's one title
    expect(payouts.get(1)!.get(T1)).toEqual(
      new Map([
        [A, 333n],
        [B, 166n],
      ]),
    )
    expect(payouts.get(2)!.get(T1)).toEqual(new Map([[B, 500n]]))
    expect(reserved.get(T1)).toBe(1_000n) // 1 wei of tier 1's dust is reserved and paid to nobody
    const onlyAdventurers = extendRewards(new Map([[T1, 10_001n]]), 1_000, new Map([[C, [1, 0] as const]]))
    expect(onlyAdventurers.payouts.get(1)!.get(T1)).toEqual(new Map([[C, 500n]]))
    expect(onlyAdventurers.reserved.get(T1)).toBe(500n)
    expect(extendRewards(new Map([[T1, 10n]]), 1_000, new Map()).reserved.get(T1)).toBe(0n)
  })
})

describe('titlesHeldAt', () => {
  it('counts the claims of earlier seasons minted before the end, each title once', () => {
    const claim = (time: number, account: string, number: number, tier: 1 | 2) => ({
      kind: 'titleClaimed' as const,
      chainId: 1,
      blockNumber: time,
      logIndex: 0,
      txHash: '0x',
      time,
      account,
      number,
      tier,
    })
    const claims = [
      claim(10, A, 1, 1),
      claim(11, A, 1, 1), // the same title again: counted once
      claim(12, A, 2, 1),
      claim(13, A, 2, 2),
      claim(14, B, 3, 1), // the season being settled: not earlier
      claim(1_000, C, 1, 1), // at the end: too late
    ]
    expect(titlesHeldAt(claims, 3, 1_000)).toEqual(new Map([[A, [2, 1]]]))
  })
})

describe('seasonSettlement', () => {
  it('pays the extend reward first, splits the rest by energy over the ask, and awards the titles', () => {
    const energies = new Map([
      [A, 30n],
      [B, 50n],
      [C, 9n],
    ])
    const settled = seasonSettlement(
      season([
        [T1, 1_000n],
        [T2, 7n],
      ]),
      energies,
      new Map([[D, [1, 0] as const]]),
    )
    expect(settled.credits.map((c) => [c.key, c.token, c.account, c.amount])).toEqual([
      // T1: pool 100, tier 1's half 50 to D, tier 2's half back to the split: 950 by energy 30:50
      ['season:3:extend:1', T1, D, 50n],
      ['season:3:fund', T1, A, 356n],
      ['season:3:fund', T1, B, 593n],
      // T2: pool 0 (7 × 10 % rounds down): 7 by 30:50
      ['season:3:fund', T2, A, 2n],
      ['season:3:fund', T2, B, 4n],
    ])
    expect(settled.credits.every((c) => c.programme === 'season')).toBe(true)
    expect(settled.titles).toEqual(
      new Map([
        [A, [1]],
        [B, [1, 2]],
      ]),
    )
    expect(settled.funds).toEqual(
      new Map([
        [T1, { fund: 1_000n, paid: 999n }],
        [T2, { fund: 7n, paid: 6n }],
      ]),
    )
  })

  const account = fc.nat(30).map((n) => `0x${n.toString(16).padStart(2, '0')}`)
  const input = fc.record({
    energies: fc.uniqueArray(fc.tuple(account, fc.bigInt(0n, 10n ** 24n)), { selector: ([a]) => a, maxLength: 25 }),
    held: fc.uniqueArray(fc.tuple(account, fc.tuple(fc.nat(3), fc.nat(3))), { selector: ([a]) => a, maxLength: 10 }),
    funds: fc.uniqueArray(fc.tuple(fc.constantFrom(T1, T2, '0xf3'), fc.bigInt(0n, 10n ** 24n)), {
      selector: ([t]) => t,
      maxLength: 3,
    }),
    bps: fc.integer({ min: 0, max: 10_000 }),
    ask: fc.bigInt(1n, 10n ** 20n),
    seed: fc.nat(),
  })

  it('never pays more than a fund, the split only at the ask, the extend reward only to holders, in any order', () => {
    fc.assert(
      fc.property(input, ({ energies, held, funds, bps, ask, seed }) => {
        const info = { ...season(funds, bps), nft1Ask: ask, nft2Ask: ask * 2n }
        const settled = seasonSettlement(info, new Map(energies), new Map(held))
        const energyOf = new Map(energies)
        const titles = new Map(held)
        for (const [token, fund] of funds) {
          const paid = settled.credits.filter((c) => c.token === token).reduce((sum, c) => sum + c.amount, 0n)
          expect(paid).toBeLessThanOrEqual(fund)
          expect(settled.funds.get(token)).toEqual({ fund, paid })
          // what is left unpaid is rounding dust: under a wei per payee and tier, never a share withheld
          const payees = energies.filter(([, e]) => e >= ask).length + 2 * held.length
          if (energies.some(([, e]) => e >= ask)) expect(fund - paid).toBeLessThanOrEqual(BigInt(payees) + 2n)
        }
        for (const credit of settled.credits) {
          expect(credit.amount).toBeGreaterThan(0n)
          if (credit.key.endsWith(':fund')) expect(energyOf.get(credit.account)!).toBeGreaterThanOrEqual(ask)
          else expect(titles.get(credit.account)![credit.key.endsWith(':1') ? 0 : 1]).toBeGreaterThan(0)
        }
        // the input's order changes nothing
        const shuffle = <T>(items: T[]) =>
          items.map((item, i) => ({ item, key: (seed * (i + 7)) % 101 })).sort((a, b) => a.key - b.key)
        const again = seasonSettlement(
          { ...info, funds: new Map(shuffle(funds).map(({ item }) => item)) },
          new Map(shuffle(energies).map(({ item }) => item)),
          new Map(shuffle(held).map(({ item }) => item)),
        )
        expect(again).toEqual(settled)
        expect(settlementDifferences(again, settled)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('lists each differing credit and title', () => {
    const one = seasonSettlement(season([[T1, 100n]]), new Map([[A, 20n]]), new Map())
    const other = seasonSettlement(
      season([[T1, 100n]]),
      new Map([
        [A, 20n],
        [B, 60n],
      ]),
      new Map(),
    )
    expect(settlementDifferences(one, other)).toEqual([
      `season:3:fund ${A} ${T1}: 100 ≠ 25`,
      `season:3:fund ${B} ${T1}: 0 ≠ 75`,
      `season 3 titles of ${B}: [] ≠ [1,2]`,
    ])
  })
})
