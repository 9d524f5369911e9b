import { ApiFailure } from './ApiFailure'

const CHAIN_NAMES = new Map([
  ['HECO', 128],
  ['BSC', 56],
])

/**
 * The chain a bridge request names (`chainName`): HECO or BSC in any case, or 128 or 56.
 *
 * @throws ApiFailure 400 saying which names are accepted.
 */
export function parseChainNameParam(text: string): number {
  const id = CHAIN_NAMES.get(text.toUpperCase()) ?? (text === '128' || text === '56' ? Number(text) : undefined)
  if (id === undefined) throw new ApiFailure(400, 'chainName must be the target chain: HECO, BSC, 128 or 56')
  return id
}

/** The spec's name of a chain (HECO, BSC), else its id. */
export function chainNameOf(chainId: number): string {
  return [...CHAIN_NAMES].find(([, id]) => id === chainId)?.[0] ?? String(chainId)
}
