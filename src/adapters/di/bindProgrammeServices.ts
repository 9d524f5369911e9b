import type { Container } from 'inversify'
import type { ApprovalService } from '../../domain/approval/ApprovalService'
import type { ActionServices, DomainServices } from '../../domain/DomainServices'
import { ExchangeService } from '../../domain/exchange/ExchangeService'
import { LiquidityService } from '../../domain/liquidity/LiquidityService'
import { MigrationService } from '../../domain/migrate/MigrationService'
import { CapitalDepositAction } from '../../domain/mining/CapitalDepositAction'
import { MiningService } from '../../domain/mining/MiningService'
import { SeasonService } from '../../domain/season/SeasonService'
import { SendAction } from '../../domain/swap/SendAction'
import type { SwapService } from '../../domain/swap/SwapService'
import { AccountCode } from '../../ports/AccountCode'
import { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import { ChainReads } from '../../ports/ChainReads'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { GasEstimator } from '../../ports/GasEstimator'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { TypedDataSigner } from '../../ports/TypedDataSigner'
import { bindLiquidityActions, type LiquidityActions, resolveLiquidityActions } from './bindLiquidityActions'
import { DomainServiceIds } from './domainServiceIds'

const SEND_ACTION = Symbol.for('SendAction')
const CAPITAL_DEPOSIT_ACTION = Symbol.for('CapitalDepositAction')

/** The programmes' services and actions, with the pool screens' actions (remove liquidity, migrate V1) and the terminal's send. */
export type ProgrammeServices = Omit<DomainServices, 'approval' | 'swap'> &
  LiquidityActions &
  Pick<ActionServices, 'sendAction' | 'capitalDepositAction'>

/**
 * Binds the programmes' and liquidity's services (liquidity, V1 migration, mining, exchange, season) with the ports
 * they declare, and the send `fomo send` takes (it needs bindSwapServices' SwapService); with bindSwapServices, all of
 * DomainServices. The web app binds these when a programme screen opens.
 */
export function bindProgrammeServices(container: Container): void {
  container
    .bind<LiquidityService>(DomainServiceIds.liquidity)
    .toResolvedValue(
      (
        calls: ContractCalls,
        gas: GasEstimator,
        submitter: TransactionSubmitter,
        signer: TypedDataSigner,
        lpTokens: LiquidityTokenReads,
        clock: Clock,
        blocks: LatestBlockTime,
      ) => new LiquidityService(calls, gas, submitter, signer, lpTokens, clock, blocks),
      [ContractCalls, GasEstimator, TransactionSubmitter, TypedDataSigner, LiquidityTokenReads, Clock, LatestBlockTime],
    )
  container
    .bind<MigrationService>(DomainServiceIds.migration)
    .toResolvedValue(
      (
        calls: ContractCalls,
        gas: GasEstimator,
        submitter: TransactionSubmitter,
        clock: Clock,
        blocks: LatestBlockTime,
      ) => new MigrationService(calls, gas, submitter, clock, blocks),
      [ContractCalls, GasEstimator, TransactionSubmitter, Clock, LatestBlockTime],
    )
  container
    .bind<MiningService>(DomainServiceIds.mining)
    .toResolvedValue(
      (calls: ContractCalls, gas: GasEstimator, submitter: TransactionSubmitter, blocks: LatestBlockTime) =>
        new MiningService(calls, gas, submitter, blocks),
      [ContractCalls, GasEstimator, TransactionSubmitter, LatestBlockTime],
    )
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
  container
    .bind<SeasonService>(DomainServiceIds.season)
    .toResolvedValue(
      (calls: ContractCalls, gas: GasEstimator, submitter: TransactionSubmitter) =>
        new SeasonService(calls, gas, submitter),
      [ContractCalls, GasEstimator, TransactionSubmitter],
    )
  container
    .bind<SendAction>(SEND_ACTION)
    .toResolvedValue(
      (reads: ChainReads, swap: SwapService) => new SendAction(reads, swap),
      [ChainReads, DomainServiceIds.swap],
    )
  container
    .bind<CapitalDepositAction>(CAPITAL_DEPOSIT_ACTION)
    .toResolvedValue(
      (reads: ChainReads, pool: CapitalPoolReads, approval: ApprovalService, mining: MiningService) =>
        new CapitalDepositAction(reads, pool, approval, mining),
      [ChainReads, CapitalPoolReads, DomainServiceIds.approval, DomainServiceIds.mining],
    )
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
    ...resolveLiquidityActions(container),
  }
}
