import type { Container } from 'inversify'
import type { ApprovalService } from '../../domain/approval/ApprovalService'
import type { ActionServices, DomainServices } from '../../domain/DomainServices'
import { AddLiquidityAction } from '../../domain/liquidity/AddLiquidityAction'
import type { LiquidityService } from '../../domain/liquidity/LiquidityService'
import { ChainReads } from '../../ports/ChainReads'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { bindProgrammeServices, resolveProgrammeServices } from './bindProgrammeServices'
import { bindSwapServices, resolveSwapServices } from './bindSwapServices'

import { DomainServiceIds } from './domainServiceIds'

export { DomainServiceIds }

const ADD_LIQUIDITY_ACTION = Symbol.for('AddLiquidityAction')

/**
 * Binds each domain service with the ports it declares, so the container builds the graph from the ports a
 * composition root bound (ContractCalls, GasEstimator, TransactionSubmitter, TypedDataSigner, TokenAllowances,
 * LiquidityTokenReads, Clock, LatestBlockTime, AccountCode). Called only by a composition root.
 */
export function bindDomainServices(container: Container): void {
  bindSwapServices(container)
  bindProgrammeServices(container)
  container
    .bind<AddLiquidityAction>(ADD_LIQUIDITY_ACTION)
    .toResolvedValue(
      (reads: ChainReads, lpTokens: LiquidityTokenReads, approval: ApprovalService, liquidity: LiquidityService) =>
        new AddLiquidityAction(reads, lpTokens, approval, liquidity),
      [ChainReads, LiquidityTokenReads, DomainServiceIds.approval, DomainServiceIds.liquidity],
    )
}

/** The services as the container built them (for the composition root that bound them). */
export function resolveDomainServices(container: Pick<Container, 'get'>): DomainServices & ActionServices {
  return {
    ...resolveSwapServices(container),
    ...resolveProgrammeServices(container),
    addLiquidityAction: container.get<AddLiquidityAction>(ADD_LIQUIDITY_ACTION),
  }
}
