import type { ChainSession } from './compositionRoot'
import type { ReaderOptions } from './readerOptions'
import { resolveAccount } from './resolveAccount'

/** The lowercase account a read-only command reads on its chain: `--address` (a name resolved), else the signer's. */
export async function readerAccount(session: ChainSession, options: ReaderOptions): Promise<string> {
  if (options.address !== undefined) return resolveAccount(session, options.address)
  return session.signer().account.toLowerCase()
}
