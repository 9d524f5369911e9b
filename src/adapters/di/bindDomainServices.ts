import type { Container } from 'inversify'
import type { ApprovalService } from '../../domain/approval/ApprovalService'
import type { ExchangeService } from '../../domain/exchange/ExchangeService'
import type { LiquidityService } from '../../domain/liquidity/LiquidityService'
import type { MigrationService } from '../../domain/migrate/MigrationService'
import type { MiningService } from '../../domain/mining/MiningService'
import type { SeasonService } from '../../domain/season/SeasonService'
import type { SwapService } from '../../domain/swap/SwapService'
import { bindProgrammeServices, resolveProgrammeServices } from './bindProgrammeServices'
import { bindSwapServices, resolveSwapServices } from './bindSwapServices'

export { DomainServiceIds } from './domainServiceIds'
/** The domain services of the actions that sign, as one composition root hands them to its stores or commands. */
export interface DomainServices {
  approval: ApprovalService
  swap: SwapService
  liquidity: LiquidityService
  migration: MigrationService
  mining: MiningService
  exchange: ExchangeService
  season: SeasonService
}

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
export function resolveDomainServices(container: Pick<Container, 'get'>): DomainServices {
  return { ...resolveSwapServices(container), ...resolveProgrammeServices(container) }
}
