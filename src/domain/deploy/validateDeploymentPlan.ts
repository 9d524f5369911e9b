import type { DeploymentPlan, EvmTarget } from './DeploymentPlan'
import { planField } from './planField'
import { readPlanBounty } from './readPlanBounty'
import { readPlanBridge } from './readPlanBridge'
import { readPlanCapitalPool } from './readPlanCapitalPool'
import { readPlanDkConverter } from './readPlanDkConverter'
import { readPlanInvestment } from './readPlanInvestment'
import { readPlanMining } from './readPlanMining'
import { readPlanTokens } from './readPlanTokens'

const PLAN_KEYS = [
  'chainId',
  'name',
  'nativeSymbol',
  'evmTarget',
  'wrappedNative',
  'roles',
  'tokens',
  'pairs',
  'mining',
  'capitalPool',
  'dkConverter',
  'investment',
  'seasons',
  'bridge',
  'bounty',
  'v1Factory',
] as const satisfies readonly (keyof DeploymentPlan)[]

const EVM_TARGETS: readonly EvmTarget[] = ['cancun', 'shanghai', 'london']

/**
 * Checks a parsed plan file and returns it typed; the first mistake throws an InvalidDeploymentPlanError naming the
 * field (a dotted path such as `roles.admin` or `mining.payoutCaps[0].dailyCap`) and saying what to give instead.
 * `now` (unix seconds) is what a close time must lie after. Every field's type and presence is checked, unknown keys
 * are refused (a misspelt optional field would otherwise be dropped in silence), and every symbol must name a token
 * of `tokens`; deploy/README.md lists the rules field by field.
 *
 * @example validateDeploymentPlan(JSON.parse(readFileSync('deploy/plan.json', 'utf8')), Math.floor(Date.now() / 1000))
 */
export function validateDeploymentPlan(input: unknown, now: number): DeploymentPlan {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    planField.fail('(plan)', 'must be a JSON object: see deploy/plan.example.json')
  }
  const plan = planField.object('', input, PLAN_KEYS)
  const chainId = planField.integer('chainId', plan.chainId, 1, Number.MAX_SAFE_INTEGER)
  const name = planField.text('name', plan.name, "the chain's display name")
  const nativeSymbol = planField.text('nativeSymbol', plan.nativeSymbol, "the native coin's symbol, such as BNB")
  const evmTarget = planField.oneOf(
    'evmTarget',
    plan.evmTarget,
    EVM_TARGETS,
    '"cancun", or "shanghai" or "london" for a chain before Cancun',
  )
  const roles = readRoles(plan.roles, plan.bridge !== undefined)
  const { tokens, pairs, symbols } = readPlanTokens(plan)
  const read: DeploymentPlan = { chainId, name, nativeSymbol, evmTarget, roles, tokens, pairs }
  if (plan.wrappedNative !== undefined) read.wrappedNative = planField.address('wrappedNative', plan.wrappedNative)
  if (plan.mining !== undefined) read.mining = readPlanMining(plan.mining, symbols, pairs)
  if (plan.capitalPool !== undefined) read.capitalPool = readPlanCapitalPool(plan.capitalPool, symbols)
  if (plan.dkConverter !== undefined) read.dkConverter = readPlanDkConverter(plan.dkConverter, symbols)
  if (plan.investment !== undefined) read.investment = readPlanInvestment(plan.investment, symbols, now, chainId)
  if (plan.seasons !== undefined) read.seasons = readSeasons(plan.seasons)
  if (plan.bridge !== undefined) read.bridge = readPlanBridge(plan.bridge, symbols, chainId)
  if (plan.bounty !== undefined) read.bounty = readPlanBounty(plan.bounty)
  if (plan.v1Factory !== undefined) read.v1Factory = planField.address('v1Factory', plan.v1Factory)
  return read
}

function readRoles(value: unknown, withBridge: boolean): DeploymentPlan['roles'] {
  const roles = planField.object('roles', value, ['feeToSetter', 'admin', 'operator', 'signer', 'relayer'])
  const signer = planField.address('roles.signer', roles.signer)
  const read = {
    feeToSetter: planField.address('roles.feeToSetter', roles.feeToSetter),
    admin: planField.address('roles.admin', roles.admin),
    operator: planField.address('roles.operator', roles.operator),
    signer,
  }
  if (roles.relayer === undefined) {
    if (withBridge)
      planField.fail('roles.relayer', "is missing: give the bridge's payout operator (FOMO_RELAYER_KEY's address)")
    return read
  }
  const relayer = planField.address('roles.relayer', roles.relayer)
  if (relayer.toLowerCase() === signer.toLowerCase()) {
    planField.fail(
      'roles.relayer',
      'is roles.signer too: give the relayer its own key, so one leaked key cannot both sign and pay',
    )
  }
  return { ...read, relayer }
}

function readSeasons(value: unknown): NonNullable<DeploymentPlan['seasons']> {
  const seasons = planField.object('seasons', value, [
    'directBps',
    'diffusedBps',
    'extendRewardBps',
    'titleImageBaseUri',
  ])
  const directBps = planField.bps('seasons.directBps', seasons.directBps)
  const diffusedBps = planField.bps('seasons.diffusedBps', seasons.diffusedBps)
  if (directBps + diffusedBps > 10_000) {
    planField.fail(
      'seasons.diffusedBps',
      `with directBps makes ${directBps + diffusedBps} bps: keep the two at 10000 or less together`,
    )
  }
  const titleImageBaseUri = planField.text(
    'seasons.titleImageBaseUri',
    seasons.titleImageBaseUri,
    'the URI the title images live under',
  )
  if (!titleImageBaseUri.endsWith('/')) {
    planField.fail('seasons.titleImageBaseUri', `is ${titleImageBaseUri}: end it with / (the image names are appended)`)
  }
  return {
    directBps,
    diffusedBps,
    extendRewardBps: planField.bps('seasons.extendRewardBps', seasons.extendRewardBps),
    titleImageBaseUri,
  }
}
