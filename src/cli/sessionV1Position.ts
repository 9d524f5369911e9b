import { createToken } from '../domain/currency/createToken'
import type { Token } from '../domain/currency/Token'
import { wrapCurrency } from '../domain/currency/wrapCurrency'
import type { V1Lookup } from '../domain/migrate/loadV1Positions'
import type { V2Reserves } from '../domain/migrate/V2Reserves'
import type { V1ExchangeReads } from '../ports/V1Liquidity'
import type { ChainSession } from './compositionRoot'
import { ChainReadFailedError } from './errors/ChainReadFailedError'
import { findSessionPair } from './findSessionPair'
import { sessionCurrency } from './sessionCurrency'

const ZERO_ADDRESS = /^0x0{40}$/

/** One token's V1 exchange as a command sees it: the exchange (zero address if none), its LP token and the reads. */
export interface SessionV1Position {
  token: Token
  exchange: string
  /** The exchange's LP token (18 decimals, 'UNI-V1'); undefined without an exchange. */
  lpToken: Token | undefined
  /** The account's LP, the exchange's supply and reserves, the migrator's allowance; undefined without an exchange. */
  reads: V1ExchangeReads | undefined
  /** The FomoSwap pair of the token and the wrapped native coin, if it exists (token/native-coin orientation). */
  v2: V2Reserves | undefined
}

/**
 * Reads the V1 exchange of the token named by `query` (the native coin counts as its wrapped token) for
 * `lookup.account`, with the FomoSwap pair it would migrate into.
 */
export async function sessionV1Position(
  session: ChainSession,
  lookup: V1Lookup,
  query: string,
): Promise<SessionV1Position> {
  const currency = sessionCurrency(session, query)
  const token = wrapCurrency(currency)
  const v1 = session.ports.v1
  const [exchange] = await v1.exchangesOf(lookup.chainId, lookup.factory, [token.address])
  if (exchange === undefined) {
    throw new ChainReadFailedError('the V1 factory', lookup.factory)
  }
  if (ZERO_ADDRESS.test(exchange)) return { token, exchange, lpToken: undefined, reads: undefined, v2: undefined }
  const [reads] = await v1.positionsOf(
    lookup.chainId,
    lookup.account,
    [{ exchange, token: token.address }],
    lookup.migrator,
  )
  if (!reads) throw new ChainReadFailedError('the V1 exchange', exchange)
  const lpToken = createToken({
    chainId: lookup.chainId,
    address: exchange,
    decimals: 18,
    symbol: 'UNI-V1',
    name: 'Uniswap V1',
  })
  const wrapped = session.config.nativeCurrency.wrapped
  const pair = token.address === wrapped.address ? undefined : await findSessionPair(session, token, wrapped)
  const v2 = pair
    ? pair.token0.address === token.address
      ? { tokenReserve: pair.reserve0, ethReserve: pair.reserve1 }
      : { tokenReserve: pair.reserve1, ethReserve: pair.reserve0 }
    : undefined
  return { token, exchange, lpToken, reads, v2 }
}
