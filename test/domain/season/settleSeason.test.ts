import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { awardTitles } from '../../../src/domain/season/awardTitles'
import { settleSeason } from '../../../src/domain/season/settleSeason'

const [A, B, C] = ['0xaa', '0xbb', '0xcc']
const [T1, T2] = ['0xf1', '0xf2']

describe('settleSeason', () => {
  it('splits each token pro rata to energy among those at or over the threshold, rounding down', () => {
    const split = settleSeason(
      new Map([
        [C, 9n],
        [A, 30n],
        [B, 10n],
      ]),
      new Map([
        [T1, 100n],
        [T2, 3n],
      ]),
      10n,
    )
    expect(split.payouts).toEqual(
      new Map([
        [
          T1,
          new Map([
            [A, 75n],
            [B, 25n],
          ]),
        ],
        [T2, new Map([[A, 2n]])],
      ]),
    )
    expect(split.unpaid).toEqual(
      new Map([
        [T1, 0n],
        [T2, 1n],
      ]),
    ) // B's 0.75 wei of T2 is dust: nobody gets it
  })

  it('pays nobody when nobody reaches the threshold, and refuses a threshold of zero', () => {
    expect(settleSeason(new Map([[A, 9n]]), new Map([[T1, 5n]]), 10n)).toEqual({
      payouts: new Map([[T1, new Map()]]),
      unpaid: new Map([[T1, 5n]]),
    })
    expect(() => settleSeason(new Map(), new Map(), 0n)).toThrow(RangeError)
  })

  it('never pays more than the fund nor anyone under the threshold, within a wei of the exact share, in any order', () => {
    const energies = fc.uniqueArray(
      fc.tuple(
        fc.nat(50).map((n) => `0x${n.toString(16)}`),
        fc.bigInt(0n, 10n ** 30n),
      ),
      {
        selector: ([account]) => account,
        maxLength: 20,
      },
    )
    fc.assert(
      fc.property(energies, fc.bigInt(0n, 10n ** 27n), fc.bigInt(1n, 10n ** 30n), (list, fund, threshold) => {
        const split = settleSeason(new Map(list), new Map([[T1, fund]]), threshold)
        const reversed = settleSeason(new Map([...list].reverse()), new Map([[T1, fund]]), threshold)
        // the same figures in the same (ascending address) order
        expect([...reversed.payouts.get(T1)!]).toEqual([...split.payouts.get(T1)!])
        expect(reversed).toEqual(split)
        const paid = split.payouts.get(T1)!
        const total = list.filter(([, e]) => e >= threshold).reduce((sum, [, e]) => sum + e, 0n)
        let sum = 0n
        for (const [account, energy] of list) {
          const share = paid.get(account) ?? 0n
          sum += share
          if (energy < threshold) expect(share).toBe(0n)
          else expect(share).toBe((fund * energy) / total) // the floor of the exact share
        }
        expect(sum <= fund).toBe(true)
        expect(sum + split.unpaid.get(T1)!).toBe(fund)
      }),
      { numRuns: 300 },
    )
  })
})

describe('awardTitles', () => {
  it('gives the adventurer title from nft1Ask and the explorer title as well from nft2Ask', () => {
    const energies = new Map([
      [C, 40n],
      [A, 9n],
      [B, 10n],
    ])
    expect(awardTitles(energies, 10n, 40n)).toEqual(
      new Map([
        [B, [1]],
        [C, [1, 2]],
      ]),
    )
  })
})
