import type { Container } from 'inversify'
import type { ActionServices } from '../../domain/DomainServices'
import { AddLiquidityAction } from '../../domain/liquidity/AddLiquidityAction'
import { RemoveLiquidityAction } from '../../domain/liquidity/RemoveLiquidityAction'
import { MigrateAction } from '../../domain/migrate/MigrateAction'
import { RemoveV1Action } from '../../domain/migrate/RemoveV1Action'
import { ChainReads } from '../../ports/ChainReads'
import { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import { V1Liquidity } from '../../ports/V1Liquidity'
import { bindConstructed } from './bindConstructed'
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

/**
 * Binds the add, remove, V1 migration and V1 removal actions over the services bindSwapServices and
 * bindProgrammeServices bind.
 */
export function bindLiquidityActions(container: Container): void {
  bindConstructed(container, ADD_LIQUIDITY_ACTION, AddLiquidityAction, [
    ChainReads,
    LiquidityTokenReads,
    DomainServiceIds.approval,
    DomainServiceIds.liquidity,
  ])
  bindConstructed(container, REMOVE_LIQUIDITY_ACTION, RemoveLiquidityAction, [
    ChainReads,
    LiquidityTokenReads,
    DomainServiceIds.approval,
    DomainServiceIds.liquidity,
  ])
  bindConstructed(container, MIGRATE_ACTION, MigrateAction, [
    V1Liquidity,
    ChainReads,
    DomainServiceIds.approval,
    DomainServiceIds.migration,
  ])
  bindConstructed(container, REMOVE_V1_ACTION, RemoveV1Action, [V1Liquidity, DomainServiceIds.migration])
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
