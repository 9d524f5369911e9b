import { InvalidRecipientError } from '../domain/errors/InvalidRecipientError'
import { classifyRecipient } from '../domain/input/classifyRecipient'
import type { ChainSession } from './compositionRoot'

/** The address a typed recipient stands for: an address as is, a name through the chain's name service. */
export async function resolveRecipient(session: ChainSession, typed: string): Promise<string> {
  const recipient = classifyRecipient(typed)
  if (recipient.kind === 'address') return recipient.address
  if (recipient.kind === 'name') {
    const names = session.ports.names
    const address = await names.resolveName(session.config.chainId, recipient.name).catch(() => null)
    if (address) return address
  }
  throw new InvalidRecipientError(typed)
}
