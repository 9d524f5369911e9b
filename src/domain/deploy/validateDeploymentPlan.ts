import { InvalidDeploymentPlanError } from '../errors/InvalidDeploymentPlanError'
import type { DeploymentPlan } from './DeploymentPlan'

/**
 * Checks a parsed plan file and returns it typed; the first mistake throws an InvalidDeploymentPlanError naming the
 * field (a dotted path such as `roles.admin` or `mining.payoutCaps[0].dailyCap`). `now` (unix seconds) is what a
 * close time must lie after.
 */
export function validateDeploymentPlan(input: unknown, now: number): DeploymentPlan {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidDeploymentPlanError('(plan)', 'must be a JSON object')
  }
  const plan = input as DeploymentPlan
  if (!Number.isSafeInteger(plan.chainId) || plan.chainId <= 0) {
    throw new InvalidDeploymentPlanError('chainId', 'must be a positive whole number')
  }
  if (plan.investment && plan.investment.closeTime <= now) {
    throw new InvalidDeploymentPlanError('investment.closeTime', 'is in the past: give a time after now')
  }
  return plan
}
