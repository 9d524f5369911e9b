import { createToken } from '../currency/createToken'
import type { Token } from '../currency/Token'

/** A V1 exchange's LP token: the exchange contract itself, 18 decimals ('UNI-V1'), what the migrator is approved for. */
export function v1LpToken(chainId: number, exchange: string): Token {
  return createToken({ chainId, address: exchange, decimals: 18, symbol: 'UNI-V1', name: 'Uniswap V1' })
}
