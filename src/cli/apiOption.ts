import type { Command } from 'commander'
import { DEFAULT_API_URL } from './defaultApiUrl'
import { parseApiUrl } from './parseApiUrl'

/**
 * Adds `--api <url>`, the FomoSwap API server a command asks (an http(s) base URL, `parseApiUrl`); its default is
 * settled before the command runs (`resolveApiOption`: FOMO_API_URL, the record's apiUrl, the devnet's).
 */
export function addApiOption(command: Command): Command {
  return command.option('--api <url>', 'base URL of the FomoSwap API server', parseApiUrl, DEFAULT_API_URL)
}
