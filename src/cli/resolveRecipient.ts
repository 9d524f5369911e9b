import { InvalidRecipientError } from '../domain/errors/InvalidRecipientError'
import type { ChainSession } from './compositionRoot'
import type { AccountInput } from './parseAccountOption'

/** The address a parsed recipient stands for: an address as is, a name through the chain's name service. */
export async function resolveRecipient(session: ChainSession, recipient: AccountInput): Promise<string> {
  if (recipient.kind === 'address') return recipient.address
  const address = await session.ports.names.resolveName(session.config.chainId, recipient.name).catch(() => null)
  if (address) return address
  throw new InvalidRecipientError(recipient.name)
}
