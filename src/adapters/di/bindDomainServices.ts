import type { Container } from 'inversify'
import type { ActionServices, DomainServices } from '../../domain/DomainServices'
import { bindProgrammeServices, resolveProgrammeServices } from './bindProgrammeServices'
import { bindSwapServices, resolveSwapServices } from './bindSwapServices'

import { DomainServiceIds } from './domainServiceIds'

export { DomainServiceIds }

/**
 * Binds each domain service with the ports it declares, so the container builds the graph from the ports a
 * composition root bound (ContractCalls, GasEstimator, TransactionSubmitter, TypedDataSigner, TokenAllowances,
 * LiquidityTokenReads, Clock, LatestBlockTime, AccountCode). Called only by a composition root.
 */
export function bindDomainServices(container: Container): void {
  bindSwapServices(container)
  bindProgrammeServices(container)
}

/** The services as the container built them (for the composition root that bound them). */
export function resolveDomainServices(container: Pick<Container, 'get'>): DomainServices & ActionServices {
  return { ...resolveSwapServices(container), ...resolveProgrammeServices(container) }
}
