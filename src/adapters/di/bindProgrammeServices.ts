import type { Container } from 'inversify'
import type { ActionServices, DomainServices } from '../../domain/DomainServices'
import { DkExchangeAction } from '../../domain/exchange/DkExchangeAction'
import { ExchangeService } from '../../domain/exchange/ExchangeService'
import { HjwInvestAction } from '../../domain/exchange/HjwInvestAction'
import { LiquidityService } from '../../domain/liquidity/LiquidityService'
import { MigrationService } from '../../domain/migrate/MigrationService'
import { CapitalDepositAction } from '../../domain/mining/CapitalDepositAction'
import { CapitalWithdrawAction } from '../../domain/mining/CapitalWithdrawAction'
import { LpWithdrawAction } from '../../domain/mining/LpWithdrawAction'
import { MiningService } from '../../domain/mining/MiningService'
import { PledgeAction } from '../../domain/mining/PledgeAction'
import { SeasonService } from '../../domain/season/SeasonService'
import { SendAction } from '../../domain/swap/SendAction'
import { AccountCode } from '../../ports/AccountCode'
import { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import { ChainReads } from '../../ports/ChainReads'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { ExchangeChainReads } from '../../ports/ExchangeChainReads'
import { GasEstimator } from '../../ports/GasEstimator'
import { InvestmentReads } from '../../ports/InvestmentReads'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { LpMiningReads } from '../../ports/LpMiningReads'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { TypedDataSigner } from '../../ports/TypedDataSigner'
import { bindConstructed } from './bindConstructed'
import { bindLiquidityActions, type LiquidityActions, resolveLiquidityActions } from './bindLiquidityActions'
import { DomainServiceIds } from './domainServiceIds'

const SEND_ACTION = Symbol.for('SendAction')
const CAPITAL_DEPOSIT_ACTION = Symbol.for('CapitalDepositAction')
const HJW_INVEST_ACTION = Symbol.for('HjwInvestAction')
const CAPITAL_WITHDRAW_ACTION = Symbol.for('CapitalWithdrawAction')
const PLEDGE_ACTION = Symbol.for('PledgeAction')
const LP_WITHDRAW_ACTION = Symbol.for('LpWithdrawAction')
const DK_EXCHANGE_ACTION = Symbol.for('DkExchangeAction')

/** The programmes' services and actions, with the pool screens' actions (remove liquidity, migrate V1) and the terminal's send. */
export type ProgrammeServices = Omit<DomainServices, 'approval' | 'swap'> &
  LiquidityActions &
  ProgrammeActions &
  Pick<ActionServices, 'sendAction'>

/** The programme screens' action services that both drivers use: the capital pool, the HJW and DK exchanges, LP mining. */
export type ProgrammeActions = Pick<
  ActionServices,
  | 'capitalDepositAction'
  | 'capitalWithdrawAction'
  | 'hjwInvestAction'
  | 'pledgeAction'
  | 'lpWithdrawAction'
  | 'dkExchangeAction'
>

/**
 * Binds the programmes' and liquidity's services (liquidity, V1 migration, mining, exchange, season) with the ports
 * they declare, and the send `fomo send` takes (it needs bindSwapServices' SwapService); with bindSwapServices, all of
 * DomainServices. The web app binds these when a programme screen opens.
 */
export function bindProgrammeServices(container: Container): void {
  bindConstructed(container, DomainServiceIds.liquidity, LiquidityService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    TypedDataSigner,
    LiquidityTokenReads,
    Clock,
    LatestBlockTime,
  ])
  bindConstructed(container, DomainServiceIds.migration, MigrationService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    Clock,
    LatestBlockTime,
  ])
  bindConstructed(container, DomainServiceIds.mining, MiningService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    LatestBlockTime,
  ])
  container
    .bind<ExchangeService>(DomainServiceIds.exchange)
    .toResolvedValue(
      (
        calls: ContractCalls,
        gas: GasEstimator,
        submitter: TransactionSubmitter,
        clock: Clock,
        blocks: LatestBlockTime,
        code: AccountCode,
      ) => new ExchangeService(calls, gas, submitter, { clock, blocks }, code),
      [ContractCalls, GasEstimator, TransactionSubmitter, Clock, LatestBlockTime, AccountCode],
    )
  bindConstructed(container, DomainServiceIds.season, SeasonService, [
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
  ])
  bindConstructed(container, SEND_ACTION, SendAction, [ChainReads, DomainServiceIds.swap])
  bindConstructed(container, CAPITAL_DEPOSIT_ACTION, CapitalDepositAction, [
    ChainReads,
    CapitalPoolReads,
    DomainServiceIds.approval,
    DomainServiceIds.mining,
  ])
  bindConstructed(container, HJW_INVEST_ACTION, HjwInvestAction, [
    ChainReads,
    InvestmentReads,
    DomainServiceIds.approval,
    DomainServiceIds.exchange,
  ])
  bindConstructed(container, DK_EXCHANGE_ACTION, DkExchangeAction, [
    ChainReads,
    ExchangeChainReads,
    DomainServiceIds.approval,
    DomainServiceIds.exchange,
  ])
  bindConstructed(container, CAPITAL_WITHDRAW_ACTION, CapitalWithdrawAction, [
    CapitalPoolReads,
    DomainServiceIds.mining,
  ])
  bindConstructed(container, PLEDGE_ACTION, PledgeAction, [
    ChainReads,
    LpMiningReads,
    LatestBlockTime,
    DomainServiceIds.approval,
    DomainServiceIds.mining,
  ])
  bindConstructed(container, LP_WITHDRAW_ACTION, LpWithdrawAction, [LpMiningReads, DomainServiceIds.mining])
  bindLiquidityActions(container)
}

/** The programmes' services as the container built them (for the composition root that bound them). */
export function resolveProgrammeServices(container: Pick<Container, 'get'>): ProgrammeServices {
  return {
    liquidity: container.get<LiquidityService>(DomainServiceIds.liquidity),
    migration: container.get<MigrationService>(DomainServiceIds.migration),
    mining: container.get<MiningService>(DomainServiceIds.mining),
    exchange: container.get<ExchangeService>(DomainServiceIds.exchange),
    season: container.get<SeasonService>(DomainServiceIds.season),
    sendAction: container.get<SendAction>(SEND_ACTION),
    capitalDepositAction: container.get<CapitalDepositAction>(CAPITAL_DEPOSIT_ACTION),
    hjwInvestAction: container.get<HjwInvestAction>(HJW_INVEST_ACTION),
    dkExchangeAction: container.get<DkExchangeAction>(DK_EXCHANGE_ACTION),
    capitalWithdrawAction: container.get<CapitalWithdrawAction>(CAPITAL_WITHDRAW_ACTION),
    pledgeAction: container.get<PledgeAction>(PLEDGE_ACTION),
    lpWithdrawAction: container.get<LpWithdrawAction>(LP_WITHDRAW_ACTION),
    ...resolveLiquidityActions(container),
  }
}
