import { PublicRpcRequiredError } from './errors/PublicRpcRequiredError'
import { rpcUrlCredentials } from './rpcUrlCredentials'

/**
 * The RPC URL `fomo deploy` writes into the record: `--public-rpc` when given (parsePublicRpcUrl checked it), else
 * `--rpc` when it is http(s) and carries no credentials (rpcUrlCredentials).
 *
 * @throws PublicRpcRequiredError when --rpc may not be published and no --public-rpc is given.
 */
export function publicRpcUrlOf(rpcUrl: string, publicRpcUrl: string | undefined): string {
  if (publicRpcUrl !== undefined) return publicRpcUrl
  const credentials = rpcUrlCredentials(rpcUrl)
  if (credentials !== undefined)
    throw new PublicRpcRequiredError(`carries ${credentials}, where node providers put API keys`)
  const { protocol } = new URL(rpcUrl)
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new PublicRpcRequiredError('is not an http(s) URL, which wallets and the app need')
  }
  return rpcUrl
}
