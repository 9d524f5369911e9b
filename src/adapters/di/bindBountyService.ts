import type { Container } from 'inversify'
import { BountyService } from '../../domain/bounty/BountyService'
import { BountyApi } from '../../ports/BountyApi'
import { RewardsPaid } from '../../ports/RewardsPaid'
import { bindConstructed } from './bindConstructed'
import { DomainServiceIds } from './domainServiceIds'

/** The container id of BountyService. */
export const BountyServiceId = Symbol.for('BountyService')

/**
 * Binds BountyService over the BountyApi, RewardsPaid and MiningService (for the distributor's claim) a composition
 * root bound; after bindDomainServices. The CLI builds one per `--api` instead (its API's URL is an option).
 */
export function bindBountyService(container: Container): void {
  bindConstructed(container, BountyServiceId, BountyService, [BountyApi, RewardsPaid, DomainServiceIds.mining])
}
