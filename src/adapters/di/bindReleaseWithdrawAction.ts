import type { Container } from 'inversify'
import { ReleaseWithdrawAction } from '../../domain/release/ReleaseWithdrawAction'
import { ExchangeApi } from '../../ports/ExchangeApi'
import { bindConstructed } from './bindConstructed'
import { DomainServiceIds } from './domainServiceIds'

/** The container id of ReleaseWithdrawAction. */
export const ReleaseWithdrawActionId = Symbol.for('ReleaseWithdrawAction')

/**
 * Binds ReleaseWithdrawAction over the ExchangeApi (the server that signs the withdrawal) and ExchangeService a
 * composition root bound; after bindDomainServices. The CLI builds one per `--api` instead (its API's URL is an option).
 */
export function bindReleaseWithdrawAction(container: Container): void {
  bindConstructed(container, ReleaseWithdrawActionId, ReleaseWithdrawAction, [ExchangeApi, DomainServiceIds.exchange])
}
