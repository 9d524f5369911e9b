/** The OpenZeppelin AccessControl roles the programme contracts use, by name: keccak256 of the name (0 for the default admin). */
export const ACCESS_ROLES = {
  DEFAULT_ADMIN_ROLE: '0x0000000000000000000000000000000000000000000000000000000000000000',
  ADMIN_ROLE: '0xa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775',
  OPERATOR_ROLE: '0x97667070c54ef182b0f5858b034beac1b6f3089aa2d3188bb1e8929f4fa9b929',
} as const

export type AccessRoleName = keyof typeof ACCESS_ROLES

/** Who of the plan's `roles` a role goes to: the operator role to `operator`, both admin roles to `admin`. */
export function roleHolderKey(role: AccessRoleName): 'admin' | 'operator' {
  return role === 'OPERATOR_ROLE' ? 'operator' : 'admin'
}
