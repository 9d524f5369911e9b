import type { SeasonSettlement } from './seasonSettlement'

/** The parts of a settlement two parties compare: the credits and the titles. */
export type ComparedSettlement = Pick<SeasonSettlement, 'season' | 'credits' | 'titles'>

/**
 * What differs between two settlements of one season (e.g. the server's and a recomputation from the chain): each
 * credit (key, account, token) whose amount differs or that only one side has, and each account whose titles differ.
 * Empty when they agree to the wei.
 *
 * @example settlementDifferences(server, chain) // ['season:1:fund 0xa… 0xt…: 5 ≠ 6']
 */
export function settlementDifferences(a: ComparedSettlement, b: ComparedSettlement): string[] {
  const differences: string[] = []
  const amounts = (s: ComparedSettlement) =>
    new Map(s.credits.map((c) => [`${c.key} ${c.account} ${c.token}`, c.amount] as const))
  const [left, right] = [amounts(a), amounts(b)]
  for (const id of [...new Set([...left.keys(), ...right.keys()])].sort()) {
    const [x, y] = [left.get(id) ?? 0n, right.get(id) ?? 0n]
    if (x !== y) differences.push(`${id}: ${x} ≠ ${y}`)
  }
  for (const account of [...new Set([...a.titles.keys(), ...b.titles.keys()])].sort()) {
    const [x, y] = [(a.titles.get(account) ?? []).join(','), (b.titles.get(account) ?? []).join(',')]
    if (x !== y) differences.push(`season ${a.season} titles of ${account}: [${x}] ≠ [${y}]`)
  }
  return differences
}
