import type { Token } from '../domain/currency/Token'
import type { ChainSession } from './compositionRoot'

/**
 * The session chain's token at `address` as its deployment record lists it, or `undefined` (the exchange and release
 * contracts name their tokens by address; their actions show an unlisted one by address).
 */
export function sessionToken(session: Pick<ChainSession, 'tokens'>, address: string): Token | undefined {
  return session.tokens.find((token) => token.kind === 'token' && token.address.toLowerCase() === address.toLowerCase())
}
