/** The leaderboard's seats: the top 51 accounts by DAO voucher are the directors (spec sections 1 and 9). */
export const DIRECTOR_SEATS = 51

/** A leaderboard row: ranks count from 1 with no shared rank; 'director' up to DIRECTOR_SEATS, then 'candidate'. */
export interface DirectorRow {
  rank: number
  account: string
  status: 'director' | 'candidate'
  /** The DAO voucher in weighted LP wei. */
  voucher: bigint
}

/**
 * Ranks accounts by DAO voucher, highest first. Ties break by address: of two equal vouchers the lower address
 * (lowercase hex, compared as text) ranks first, so every rank is held by exactly one account and the 51st seat is
 * never shared. Accounts with a voucher of 0 are not ranked.
 *
 * @example rankDirectors(new Map([['0xb…', 5n], ['0xa…', 5n]])) // 0xa… rank 1, 0xb… rank 2, both directors
 */
export function rankDirectors(vouchers: ReadonlyMap<string, bigint>): DirectorRow[] {
  return [...vouchers]
    .filter(([, voucher]) => voucher > 0n)
    .sort(([a, x], [b, y]) => (x === y ? (a < b ? -1 : a > b ? 1 : 0) : x > y ? -1 : 1))
    .map(([account, voucher], i) => ({
      rank: i + 1,
      account,
      status: i < DIRECTOR_SEATS ? 'director' : 'candidate',
      voucher,
    }))
}
