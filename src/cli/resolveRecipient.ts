import { FomoError } from '../domain/errors/FomoError'
import { classifyRecipient } from '../domain/input/classifyRecipient'
import { NameResolver } from '../ports/NameResolver'
import type { ChainSession } from './compositionRoot'

/** The address a typed recipient stands for: an address as is, a name through the chain's name service. */
export async function resolveRecipient(session: ChainSession, typed: string): Promise<string> {
  const recipient = classifyRecipient(typed)
  if (recipient.kind === 'address') return recipient.address
  if (recipient.kind === 'name') {
    const names = session.container.get<NameResolver>(NameResolver)
    const address = await names.resolveName(session.config.chainId, recipient.name).catch(() => null)
    if (address) return address
  }
  throw new FomoError(`Invalid recipient "${typed}": give a 0x address of 40 hex digits, or a name that resolves.`)
}
