import type { ApprovalService } from './approval/ApprovalService'
import type { DkExchangeAction } from './exchange/DkExchangeAction'
import type { ExchangeService } from './exchange/ExchangeService'
import type { HjwInvestAction } from './exchange/HjwInvestAction'
import type { AddLiquidityAction } from './liquidity/AddLiquidityAction'
import type { LiquidityService } from './liquidity/LiquidityService'
import type { RemoveLiquidityAction } from './liquidity/RemoveLiquidityAction'
import type { MigrateAction } from './migrate/MigrateAction'
import type { MigrationService } from './migrate/MigrationService'
import type { RemoveV1Action } from './migrate/RemoveV1Action'
import type { CapitalDepositAction } from './mining/CapitalDepositAction'
import type { CapitalWithdrawAction } from './mining/CapitalWithdrawAction'
import type { LpWithdrawAction } from './mining/LpWithdrawAction'
import type { MiningService } from './mining/MiningService'
import type { PledgeAction } from './mining/PledgeAction'
import type { SeasonService } from './season/SeasonService'
import type { SendAction } from './swap/SendAction'
import type { SwapAction } from './swap/SwapAction'
import type { SwapService } from './swap/SwapService'
import type { WrapAction } from './swap/WrapAction'

/**
 * The domain services of the actions that sign, by name, as a driver's composition root hands them to its stores or
 * commands (adapters/di binds and resolves them): a store names what it needs here, never the container's binding.
 */
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
 * The action services that own a whole flow (prepare with every check, approve, send): the terminal takes an action in
 * one go; a screen that shows its steps apart (the swap form's Wrap, the migrate screen's Approve and Migrate) calls
 * the same prepare before each step.
 */
export interface ActionServices {
  swapAction: SwapAction
  wrapAction: WrapAction
  sendAction: SendAction
  capitalDepositAction: CapitalDepositAction
  capitalWithdrawAction: CapitalWithdrawAction
  pledgeAction: PledgeAction
  lpWithdrawAction: LpWithdrawAction
  hjwInvestAction: HjwInvestAction
  dkExchangeAction: DkExchangeAction
  addLiquidityAction: AddLiquidityAction
  removeLiquidityAction: RemoveLiquidityAction
  migrateAction: MigrateAction
  removeV1Action: RemoveV1Action
}

/** The swap page's services: approve, swap, and the actions of its Swap and Wrap/Unwrap buttons. */
export type SwapPageServices = Pick<DomainServices, 'approval' | 'swap'> &
  Pick<ActionServices, 'wrapAction' | 'swapAction'>
