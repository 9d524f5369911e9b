import type { DeploymentRecords } from '../ports/DeploymentRecords'

/** `--csv` of every records command (issue 30 item 10): all pages, the columns the README lists. */
export const CSV_OPTION = [
  '--csv',
  'print every record (all pages, --page ignored) as CSV: one row per on-chain event, the columns of the README',
] as const

/**
 * The symbol and decimals of a token on any chain with a deployment record, as the app's `tokenOf` names it: the
 * records of a chain read once, a chain without one naming nothing.
 */
export async function recordTokens(
  records: DeploymentRecords,
  chainIds: Iterable<number>,
): Promise<(chainId: number, address: string) => { symbol: string; decimals: number } | undefined> {
  const byChain = new Map<number, Map<string, { symbol: string; decimals: number }>>()
  for (const chainId of new Set(chainIds)) {
    const record = await records.read(chainId).catch(() => undefined)
    const tokens = (record?.tokens ?? []).map((t) => [t.address.toLowerCase(), t] as const)
    byChain.set(chainId, new Map(tokens.map(([address, t]) => [address, { symbol: t.symbol, decimals: t.decimals }])))
  }
  return (chainId, address) => byChain.get(chainId)?.get(address.toLowerCase())
}
