import type { Container } from 'inversify'
import { ApprovalService } from '../../domain/approval/ApprovalService'
import type { SwapPageServices } from '../../domain/DomainServices'
import { SwapAction } from '../../domain/swap/SwapAction'
import { SwapService } from '../../domain/swap/SwapService'
import { WrapAction } from '../../domain/swap/WrapAction'
import { AccountCode } from '../../ports/AccountCode'
import { ChainReads } from '../../ports/ChainReads'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { GasEstimator } from '../../ports/GasEstimator'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { TokenAllowances } from '../../ports/TokenAllowances'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { DomainServiceIds } from './domainServiceIds'

const WRAP_ACTION = Symbol.for('WrapAction')
const SWAP_ACTION = Symbol.for('SwapAction')

/** The services of the swap page (approve, swap and its action, wrap): the first page binds only these (bindProgrammeServices the rest). */
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
  container
    .bind<WrapAction>(WRAP_ACTION)
    .toResolvedValue(
      (reads: ChainReads, swap: SwapService) => new WrapAction(reads, swap),
      [ChainReads, DomainServiceIds.swap],
    )
  container
    .bind<SwapAction>(SWAP_ACTION)
    .toResolvedValue(
      (reads: ChainReads, approval: ApprovalService, swap: SwapService) => new SwapAction(reads, approval, swap),
      [ChainReads, DomainServiceIds.approval, DomainServiceIds.swap],
    )
}

/** The swap page's services as the container built them (for the composition root that bound them). */
export function resolveSwapServices(container: Pick<Container, 'get'>): SwapPageServices {
  return {
    approval: container.get<ApprovalService>(DomainServiceIds.approval),
    swap: container.get<SwapService>(DomainServiceIds.swap),
    wrapAction: container.get<WrapAction>(WRAP_ACTION),
    swapAction: container.get<SwapAction>(SWAP_ACTION),
  }
}
