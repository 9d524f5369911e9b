import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIRECTOR_SEATS, rankDirectors } from '../../../src/domain/leaderboard/rankDirectors'

const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe('rankDirectors', () => {
  it('ranks by voucher, highest first; equal vouchers: the lower address first; 0 is not ranked', () => {
    const rows = rankDirectors(
      new Map([
        [account(3), 5n],
        [account(1), 7n],
        [account(0xb), 5n],
        [account(2), 5n],
        [account(9), 0n],
      ]),
    )
    expect(rows).toEqual([
      { rank: 1, account: account(1), status: 'director', voucher: 7n },
      { rank: 2, account: account(2), status: 'director', voucher: 5n },
      { rank: 3, account: account(3), status: 'director', voucher: 5n },
      { rank: 4, account: account(0xb), status: 'director', voucher: 5n },
    ])
  })

  it('seats 51 directors; the 52nd on is a candidate, even when tied with the 51st', () => {
    const vouchers = new Map(Array.from({ length: 60 }, (_, i) => [account(i), i < 45 ? 100n - BigInt(i) : 1n]))
    const rows = rankDirectors(vouchers)
    expect(rows).toHaveLength(60)
    expect(rows.filter((row) => row.status === 'director')).toHaveLength(DIRECTOR_SEATS)
    expect(rows[50]).toEqual({ rank: 51, account: account(50), status: 'director', voucher: 1n })
    expect(rows[51]).toEqual({ rank: 52, account: account(51), status: 'candidate', voucher: 1n })
  })

  it('is a strict order independent of the input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.bigInt(0n, 5n)), { selector: ([a]) => a }),
        (pairs) => {
          const rows = rankDirectors(new Map(pairs.map(([a, v]) => [account(a), v])))
          const reversed = rankDirectors(new Map([...pairs].reverse().map(([a, v]) => [account(a), v])))
          expect(reversed).toEqual(rows)
          expect(rows.map((row) => row.rank)).toEqual(rows.map((_, i) => i + 1))
          for (let i = 1; i < rows.length; i++) {
            const [a, b] = [rows[i - 1]!, rows[i]!]
            expect(a.voucher > b.voucher || (a.voucher === b.voucher && a.account < b.account)).toBe(true)
          }
          expect(rows.length).toBe(pairs.filter(([, v]) => v > 0n).length)
        },
      ),
    )
  })
})
