import { InvalidArgumentError } from 'commander'

const RPC_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:'])

/** Parses a JSON-RPC URL option: an http(s) or ws(s) URL, else an error that names the value and why it is refused. */
export function parseRpcUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidArgumentError(
      `"${value}" is not a URL: give the node's JSON-RPC URL with its scheme, e.g. http://127.0.0.1:8545.`,
    )
  }
  if (!RPC_PROTOCOLS.has(url.protocol)) {
    throw new InvalidArgumentError(
      `"${value}" is not a JSON-RPC URL: its scheme ${url.protocol} is not http, https, ws or wss.`,
    )
  }
  return value
}
