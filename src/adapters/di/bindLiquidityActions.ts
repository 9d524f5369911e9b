import type { Container } from 'inversify'
import type { ApprovalService } from '../../domain/approval/ApprovalService'
import type { ActionServices } from '../../domain/DomainServices'
import { AddLiquidityAction } from '../../domain/liquidity/AddLiquidityAction'
import type { LiquidityService } from '../../domain/liquidity/LiquidityService'
import { RemoveLiquidityAction } from '../../domain/liquidity/RemoveLiquidityAction'
import { MigrateAction } from '../../domain/migrate/MigrateAction'
import type { MigrationService } from '../../domain/migrate/MigrationService'
import { RemoveV1Action } from '../../domain/migrate/RemoveV1Action'
import { ChainReads } from '../../ports/ChainReads'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { V1Liquidity } from '../../ports/V1Liquidity'
import { DomainServiceIds } from './domainServiceIds'

const ADD_LIQUIDITY_ACTION = Symbol.for('AddLiquidityAction')
const MIGRATE_ACTION = Symbol.for('MigrateAction')
const REMOVE_LIQUIDITY_ACTION = Symbol.for('RemoveLiquidityAction')
const REMOVE_V1_ACTION = Symbol.for('RemoveV1Action')

/** The pool screens' action services that both drivers use: add and remove liquidity, migrate V1, remove V1. */
export type LiquidityActions = Pick<
  ActionServices,
  'addLiquidityAction' | 'removeLiquidityAction' | 'migrateAction' | 'removeV1Action'
>

/** Binds the add, remove, V1 migration and V1 removal actions over the services bindSwapServices and bindProgrammeServices bind. */
export function bindLiquidityActions(container: Container): void {
  container
    .bind<AddLiquidityAction>(ADD_LIQUIDITY_ACTION)
    .toResolvedValue(
      (reads: ChainReads, lpTokens: LiquidityTokenReads, approval: ApprovalService, liquidity: LiquidityService) =>
        new AddLiquidityAction(reads, lpTokens, approval, liquidity),
      [ChainReads, LiquidityTokenReads, DomainServiceIds.approval, DomainServiceIds.liquidity],
    )
  container
    .bind<RemoveLiquidityAction>(REMOVE_LIQUIDITY_ACTION)
    .toResolvedValue(
      (reads: ChainReads, lpTokens: LiquidityTokenReads, approval: ApprovalService, liquidity: LiquidityService) =>
        new RemoveLiquidityAction(reads, lpTokens, approval, liquidity),
      [ChainReads, LiquidityTokenReads, DomainServiceIds.approval, DomainServiceIds.liquidity],
    )
  container
    .bind<MigrateAction>(MIGRATE_ACTION)
    .toResolvedValue(
      (v1: V1Liquidity, reads: ChainReads, approval: ApprovalService, migration: MigrationService) =>
        new MigrateAction(v1, reads, approval, migration),
      [V1Liquidity, ChainReads, DomainServiceIds.approval, DomainServiceIds.migration],
    )
  container
    .bind<RemoveV1Action>(REMOVE_V1_ACTION)
    .toResolvedValue(
      (v1: V1Liquidity, migration: MigrationService) => new RemoveV1Action(v1, migration),
      [V1Liquidity, DomainServiceIds.migration],
    )
}

/** The three actions as the container built them (for the composition root that bound them). */
export function resolveLiquidityActions(container: Pick<Container, 'get'>): LiquidityActions {
  return {
    addLiquidityAction: container.get<AddLiquidityAction>(ADD_LIQUIDITY_ACTION),
    removeLiquidityAction: container.get<RemoveLiquidityAction>(REMOVE_LIQUIDITY_ACTION),
    migrateAction: container.get<MigrateAction>(MIGRATE_ACTION),
    removeV1Action: container.get<RemoveV1Action>(REMOVE_V1_ACTION),
  }
}
