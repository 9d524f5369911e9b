import { InvalidArgumentError } from 'commander'
import { rpcUrlCredentials } from './rpcUrlCredentials'

/**
 * Parses `fomo deploy --public-rpc`: the RPC URL the deployment record names, which the app hands to wallets and
 * anyone may read, so an http(s) URL without credentials; else an error that names the value and why it is refused.
 */
export function parsePublicRpcUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidArgumentError(`"${value}" is not a URL: give the chain's public http(s) JSON-RPC URL.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError(
      `"${value}" is not an http(s) URL: the record's rpcUrl is what wallets and the app's reads use, give an http:// or https:// one.`,
    )
  }
  const credentials = rpcUrlCredentials(value)
  if (credentials !== undefined) {
    throw new InvalidArgumentError(
      `"${value}" carries ${credentials}, which the record would publish: give a public URL without credentials.`,
    )
  }
  return value
}
