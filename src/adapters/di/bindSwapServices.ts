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
import { bindConstructed } from './bindConstructed'
import { DomainServiceIds } from './domainServiceIds'

const WRAP_ACTION = Symbol.for('WrapAction')
const SWAP_ACTION = Symbol.for('SwapAction')

/** The services of the swap page (approve, swap and its action, wrap): the first page binds only these (bindProgrammeServices the rest). */
export function bindSwapServices(container: Container): void {
  bindConstructed(container, DomainServiceIds.approval, ApprovalService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    TokenAllowances,
  ])
  bindConstructed(container, DomainServiceIds.swap, SwapService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    Clock,
    AccountCode,
    LatestBlockTime,
  ])
  bindConstructed(container, WRAP_ACTION, WrapAction, [ChainReads, DomainServiceIds.swap])
  bindConstructed(container, SWAP_ACTION, SwapAction, [ChainReads, DomainServiceIds.approval, DomainServiceIds.swap])
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
