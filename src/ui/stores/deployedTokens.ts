import { createToken } from '../../domain/currency/createToken'
import type { Token } from '../../domain/currency/Token'
import type { AppConfig } from '../config/AppConfig'

/** The tokens the deployment record of `chainId` lists, as tokens (none for a chain `config` does not know). */
export function deployedTokens(config: AppConfig, chainId: number): Token[] {
  const chain = config.chains.find((candidate) => candidate.chainId === chainId)
  return (chain?.deployment.tokens ?? []).map((token) => createToken({ chainId, ...token }))
}
