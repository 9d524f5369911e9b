import type { ChainSession } from './compositionRoot'
import { UnresolvedNameError } from './errors/UnresolvedNameError'
import type { AccountInput } from './parseAccountOption'

/** The lowercase address an `--address` stands for: an address as is, a name through the chain's name service. */
export async function resolveAccount(session: ChainSession, account: AccountInput): Promise<string> {
  if (account.kind === 'address') return account.address.toLowerCase()
  const { chainId } = session.config
  const registry = session.record.contracts.nameRegistry
  const address = registry ? await session.ports.names.resolveName(chainId, account.name).catch(() => null) : null
  if (!address) throw new UnresolvedNameError(account.name, chainId, registry !== undefined)
  return address.toLowerCase()
}
