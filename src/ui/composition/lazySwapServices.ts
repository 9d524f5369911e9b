import type { Container } from 'inversify'
import type { SwapPageServices } from '../../domain/DomainServices'

/**
 * The swap page's services (approve, swap and its action, wrap) from their own chunk: bound and resolved on the first
 * call (the first trade typed, or the other areas loading), so the first route carries none of their code (issue 31).
 * A failed load is tried again by the next call.
 */
export function lazySwapServices(container: Container): () => Promise<SwapPageServices> {
  let services: Promise<SwapPageServices> | undefined
  let bound = false
  const load = async () => {
    const { bindSwapServices, resolveSwapServices } = await import('../../adapters/di/bindSwapServices')
    if (!bound) bindSwapServices(container)
    bound = true
    return resolveSwapServices(container)
  }
  return () =>
    (services ??= load().catch((error: unknown) => {
      services = undefined
      throw error
    }))
}
