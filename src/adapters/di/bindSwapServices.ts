import type { Container } from 'inversify'
import { ApprovalService } from '../../domain/approval/ApprovalService'
import { SwapService } from '../../domain/swap/SwapService'
import { AccountCode } from '../../ports/AccountCode'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { GasEstimator } from '../../ports/GasEstimator'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { TokenAllowances } from '../../ports/TokenAllowances'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { DomainServices } from './bindDomainServices'
import { DomainServiceIds } from './domainServiceIds'

/** The services of the swap page (approve, swap): the first page binds only these (bindProgrammeServices the rest). */
export function bindSwapServices(container: Container): void {
  container
    .bind<ApprovalService>(DomainServiceIds.approval)
    .toResolvedValue(
      (calls: ContractCalls, gas: GasEstimator, submitter: TransactionSubmitter, allowances: TokenAllowances) =>
        new ApprovalService(calls, gas, submitter, allowances),
      [ContractCalls, GasEstimator, TransactionSubmitter, TokenAllowances],
    )
  container
    .bind<SwapService>(DomainServiceIds.swap)
    .toResolvedValue(
      (
        calls: ContractCalls,
        gas: GasEstimator,
        submitter: TransactionSubmitter,
        clock: Clock,
        code: AccountCode,
        blocks: LatestBlockTime,
      ) => new SwapService(calls, gas, submitter, clock, code, blocks),
      [ContractCalls, GasEstimator, TransactionSubmitter, Clock, AccountCode, LatestBlockTime],
    )
}

/** The swap page's services as the container built them (for the composition root that bound them). */
export function resolveSwapServices(container: Pick<Container, 'get'>): Pick<DomainServices, 'approval' | 'swap'> {
  return {
    approval: container.get<ApprovalService>(DomainServiceIds.approval),
    swap: container.get<SwapService>(DomainServiceIds.swap),
  }
}
