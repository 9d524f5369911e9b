import { ACCESS_ROLES, type AccessRoleName, roleHolderKey } from './accessRoles'
import type { DeploymentPlan } from './DeploymentPlan'
import type { DeployableContract, DeployStep } from './DeployStep'

/** A contract the deployer administers until the hand-over, and the roles its constructor gave the deployer. */
export interface RoleHolding {
  readonly id: string
  readonly contract: DeployableContract
  readonly roles: readonly AccessRoleName[]
}

/** Grants first, the default admin last among the grants; renounces in reverse, so the deployer can grant until the end. */
const GRANT_ORDER: readonly AccessRoleName[] = ['OPERATOR_ROLE', 'ADMIN_ROLE', 'DEFAULT_ADMIN_ROLE']

/**
 * The hand-over of one contract: each of its roles granted to the plan's holder (`roles.admin` for the admin roles,
 * `roles.operator` for the operator role), then renounced by the deployer. A role whose holder is the deployer itself
 * is neither granted nor renounced.
 */
export function handoverSteps(holding: RoleHolding, roles: DeploymentPlan['roles'], deployer: string): DeployStep[] {
  const moved = GRANT_ORDER.filter(
    (role) => holding.roles.includes(role) && roles[roleHolderKey(role)].toLowerCase() !== deployer.toLowerCase(),
  )
  const call = (verb: 'grant' | 'renounce', role: AccessRoleName): DeployStep => ({
    kind: 'call',
    id: `handover.${holding.id}.${verb}:${role}`,
    target: holding.id,
    contract: holding.contract,
    method: verb === 'grant' ? 'grantRole' : 'renounceRole',
    args: [ACCESS_ROLES[role], verb === 'grant' ? roles[roleHolderKey(role)] : deployer],
  })
  return [...moved.map((role) => call('grant', role)), ...moved.map((role) => call('renounce', role))]
}
