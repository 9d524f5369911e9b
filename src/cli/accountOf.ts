import type { CliContext } from './CliContext'
import type { ReaderOptions } from './readerOptions'
import { readerSigner } from './readerSigner'
import { resolveAccount } from './resolveAccount'

/**
 * The lowercase account a read command without a chain session reads (the season and invitation reads ask the API
 * only): `--address` (a name resolved on the chosen chain), else the address of the signer the options name.
 */
export async function accountOf(context: CliContext, options: ReaderOptions): Promise<string> {
  const { address } = options
  if (address?.kind === 'address') return address.address
  if (address) return context.withChain(undefined, (session) => resolveAccount(session, address))
  const signer = readerSigner(options)!
  return (await (await context.messageSigner(signer)).address()).toLowerCase()
}
