import type { Container } from 'inversify'
import { ApprovalService } from '../../domain/approval/ApprovalService'
import { ExchangeService } from '../../domain/exchange/ExchangeService'
import { LiquidityService } from '../../domain/liquidity/LiquidityService'
import { MigrationService } from '../../domain/migrate/MigrationService'
import { MiningService } from '../../domain/mining/MiningService'
import { SeasonService } from '../../domain/season/SeasonService'
import { SwapService } from '../../domain/swap/SwapService'
import { AccountCode } from '../../ports/AccountCode'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { GasEstimator } from '../../ports/GasEstimator'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { TokenAllowances } from '../../ports/TokenAllowances'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { TypedDataSigner } from '../../ports/TypedDataSigner'

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

/** The container ids of the domain services. */
export const DomainServiceIds = {
  approval: Symbol.for('ApprovalService'),
  swap: Symbol.for('SwapService'),
  liquidity: Symbol.for('LiquidityService'),
  migration: Symbol.for('MigrationService'),
  mining: Symbol.for('MiningService'),
  exchange: Symbol.for('ExchangeService'),
  season: Symbol.for('SeasonService'),
} as const

/**
 * Binds each domain service with the ports it declares, so the container builds the graph from the ports a
 * composition root bound (ContractCalls, GasEstimator, TransactionSubmitter, TypedDataSigner, TokenAllowances,
 * LiquidityTokenReads, Clock, LatestBlockTime, AccountCode). Called only by a composition root.
 */
export function bindDomainServices(container: Container): void {
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
}

/** The services as the container built them (for the composition root that bound them). */
export function resolveDomainServices(container: Pick<Container, 'get'>): DomainServices {
  return {
    approval: container.get<ApprovalService>(DomainServiceIds.approval),
    swap: container.get<SwapService>(DomainServiceIds.swap),
    liquidity: container.get<LiquidityService>(DomainServiceIds.liquidity),
    migration: container.get<MigrationService>(DomainServiceIds.migration),
    mining: container.get<MiningService>(DomainServiceIds.mining),
    exchange: container.get<ExchangeService>(DomainServiceIds.exchange),
    season: container.get<SeasonService>(DomainServiceIds.season),
  }
}
