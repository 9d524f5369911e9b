import type { V1Liquidity } from '../../ports/V1Liquidity'
import type { Token } from '../currency/Token'
import type { V1Position } from './V1Position'

const ZERO_ADDRESS = /^0x0{40}$/

/** A V1 position with the account's LP allowance for the migrator. */
export interface V1PositionWithAllowance extends V1Position {
  /** The migrator's allowance of the account's V1 LP. */
  readonly allowance: bigint
}

/** Where to look: the chain, its V1 factory and the migrator (the spender whose allowance is read). */
export interface V1Lookup {
  readonly chainId: number
  readonly factory: string
  readonly migrator: string
  readonly account: string
}

/**
 * The account's V1 positions among `tokens` (the migrate list, spec section 2): the V1 factory's exchange of each
 * token, then the account's LP, the exchange's supply and reserves, and the migrator's allowance, in two batched
 * reads. Tokens without an exchange are left out; with `includeEmpty` so are none of those with one (the migrate
 * screen of a single token needs its zero balance to show 'disabled').
 *
 * @example await loadV1Positions(v1Liquidity, lookup, tokens) // positions with LP > 0
 */
export async function loadV1Positions(
  v1: V1Liquidity,
  lookup: V1Lookup,
  tokens: readonly Token[],
  options: { includeEmpty?: boolean } = {},
): Promise<V1PositionWithAllowance[]> {
  const exchanges = await v1.exchangesOf(
    lookup.chainId,
    lookup.factory,
    tokens.map((t) => t.address),
  )
  const found = tokens.flatMap((token, i) => {
    const exchange = exchanges[i]
    return exchange === undefined || ZERO_ADDRESS.test(exchange) ? [] : [{ token, exchange }]
  })
  if (found.length === 0) return []
  const reads = await v1.positionsOf(
    lookup.chainId,
    lookup.account,
    found.map(({ token, exchange }) => ({ exchange, token: token.address })),
    lookup.migrator,
  )
  return found.flatMap(({ token, exchange }, i) => {
    const read = reads[i]
    if (read === undefined || (read.liquidity === 0n && !options.includeEmpty)) return []
    return [{ exchange, token, ...read }]
  })
}
