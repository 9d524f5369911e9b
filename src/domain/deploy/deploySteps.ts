import { InvalidDeploymentPlanError } from '../errors/InvalidDeploymentPlanError'
import type { DeploymentPlan } from './DeploymentPlan'
import type { DeployableContract, DeployStep, RecordedContract, StepArg } from './DeployStep'
import { handoverSteps, type RoleHolding } from './handoverSteps'

/** What the steps depend on besides the plan. */
export interface DeployStepOptions {
  /** The account that sends every transaction: it administers each contract until the hand-over. */
  deployer: string
  /** The chain's existing wrapped native coin (`--wrapped-native`); beats the plan's. */
  wrappedNative?: string
}

/** The id of the step that creates the pair of two symbols, in the plan's order. */
export const pairStepId = (a: string, b: string) => `pair:${a}/${b}`

/**
 * Every transaction that puts the plan on its chain, in order: the wrapped native coin (unless the chain has one), the
 * factory, router and Multicall3, the plan's pairs, then each programme the plan names with its configuration (LP
 * mining's pools and lock options, the distributor's caps, the capital pool's tokens and options, the DK converter,
 * the investment's caps, the seasons and title NFT, the bridge's tokens, the bounty's game records and prize pool, the
 * V1 migrator), and last the hand-over of every role to `plan.roles`. The deployer administers each programme until
 * then; no token is minted, nothing is funded or seeded.
 *
 * @example deploySteps(plan, { deployer }).map((step) => step.id) // ['wrappedNative', 'factory', 'router', ...]
 */
export function deploySteps(plan: DeploymentPlan, options: DeployStepOptions): DeployStep[] {
  const steps: DeployStep[] = []
  const holdings: RoleHolding[] = []
  const deployer = options.deployer
  const deploy = (id: RecordedContract, contract: DeployableContract, args: StepArg[]) =>
    steps.push({ kind: 'deploy', id, contract, args })
  const call = (target: string, contract: DeployableContract, method: string, key: string, args: StepArg[]) =>
    steps.push({ kind: 'call', id: `${target}.${method}:${key}`, target, contract, method, args })
  const token = (symbol: string, field: string) => tokenArg(plan, options, symbol, field)

  const wrappedNative = options.wrappedNative ?? plan.wrappedNative
  if (wrappedNative === undefined) deploy('wrappedNative', plan.nativeSymbol === 'BNB' ? 'WBNB' : 'WHT', [])
  deploy('factory', 'FomoFactory', [plan.roles.feeToSetter])
  deploy('router', 'FomoRouter', [{ step: 'factory' }, wrappedNative ?? { step: 'wrappedNative' }])
  deploy('multicall', 'Multicall3', [])
  plan.pairs.forEach(([a, b], i) => {
    steps.push({
      kind: 'call',
      id: pairStepId(a, b),
      target: 'factory',
      contract: 'FomoFactory',
      method: 'createPair',
      args: [token(a, `pairs[${i}][0]`), token(b, `pairs[${i}][1]`)],
      createsPair: true,
    })
  })

  const mining = plan.mining
  if (mining) {
    deploy('lpMining', 'FomoLPMining', [deployer])
    holdings.push({ id: 'lpMining', contract: 'FomoLPMining', roles: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'] })
    const reward = token(mining.rewardToken, 'mining.rewardToken')
    mining.pools.forEach((pool, i) => {
      const pair = { step: plannedPairStep(plan, pool.pair, `mining.pools[${i}].pair`) }
      const name = pool.pair.join('/')
      call('lpMining', 'FomoLPMining', 'addPool', name, [pair, reward, pool.rewardPerSecond])
      for (const option of mining.lockOptions) {
        call('lpMining', 'FomoLPMining', 'setLockOption', `${name}:${option.days}`, [
          pair,
          option.days,
          option.weight,
          option.energyRatio,
        ])
      }
    })
  }
  if (mining || plan.seasons || plan.bounty) {
    // the seasons and the prize pool pay into the distributor: it comes with any of them
    deploy('rewardDistributor', 'FomoRewardDistributor', [deployer, plan.roles.signer])
    holdings.push({ id: 'rewardDistributor', contract: 'FomoRewardDistributor', roles: ALL_ROLES })
    mining?.payoutCaps.forEach((cap, i) => {
      const capped = token(cap.token, `mining.payoutCaps[${i}].token`)
      call('rewardDistributor', 'FomoRewardDistributor', 'setDailyCap', cap.token, [capped, cap.dailyCap])
    })
  }
  const capital = plan.capitalPool
  if (capital) {
    deploy('capitalPool', 'FomoCapitalPool', [deployer])
    holdings.push({ id: 'capitalPool', contract: 'FomoCapitalPool', roles: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'] })
    capital.tokens.forEach((symbol, i) => {
      call('capitalPool', 'FomoCapitalPool', 'setToken', symbol, [token(symbol, `capitalPool.tokens[${i}]`), true])
    })
    for (const option of capital.options) {
      const args = [option.option, option.termDays, true]
      call('capitalPool', 'FomoCapitalPool', 'setDepositOption', String(option.option), args)
    }
  }
  const converter = plan.dkConverter
  if (converter) {
    deploy('dkConverter', 'FomoDkConverter', [
      deployer,
      token(converter.dk, 'dkConverter.dk'),
      token(converter.dk2, 'dkConverter.dk2'),
      converter.baseNumber,
      converter.feeBps,
      converter.minDk,
      converter.minDk2,
      converter.feeRecipient,
    ])
    holdings.push({ id: 'dkConverter', contract: 'FomoDkConverter', roles: ALL_ROLES })
  }
  const investment = plan.investment
  if (investment) {
    deploy('investment', 'FomoInvestment', [
      deployer,
      plan.roles.signer,
      token(investment.token, 'investment.token'),
      investment.lockAddress,
      investment.max,
      investment.closeTime,
    ])
    holdings.push({ id: 'investment', contract: 'FomoInvestment', roles: ALL_ROLES })
    investment.dailyCaps.forEach((cap, i) => {
      const capped = token(cap.token, `investment.dailyCaps[${i}].token`)
      call('investment', 'FomoInvestment', 'setDailyCap', cap.token, [capped, cap.dailyCap])
    })
  }
  const seasons = plan.seasons
  if (seasons) {
    deploy('seasons', 'FomoSeasons', [
      deployer,
      { step: 'rewardDistributor' },
      seasons.directBps,
      seasons.diffusedBps,
      seasons.extendRewardBps,
    ])
    deploy('titleNft', 'FomoTitleNFT', [deployer, plan.roles.signer, seasons.titleImageBaseUri])
    holdings.push({ id: 'seasons', contract: 'FomoSeasons', roles: ALL_ROLES })
    holdings.push({ id: 'titleNft', contract: 'FomoTitleNFT', roles: ALL_ROLES })
  }
  const bridge = plan.bridge
  if (bridge) {
    const relayer = plan.roles.relayer
    if (relayer === undefined) throw new InvalidDeploymentPlanError('roles.relayer', 'is required with bridge')
    deploy('bridge', 'FomoBridge', [
      deployer,
      plan.roles.signer,
      relayer,
      bridge.destroyAddress,
      bridge.peerChainId,
      bridge.destroyBps,
    ])
    holdings.push({ id: 'bridge', contract: 'FomoBridge', roles: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'] })
    for (const [symbol, terms] of Object.entries(bridge.tokens)) {
      call('bridge', 'FomoBridge', 'collectionTokenInit', symbol, [
        token(symbol, `bridge.tokens.${symbol}`),
        terms.remote,
        terms.serviceBps,
        terms.dailyCap,
      ])
      call('bridge', 'FomoBridge', 'setMinAmount', symbol, [token(symbol, `bridge.tokens.${symbol}`), terms.minAmount])
    }
  }
  if (plan.bounty) {
    deploy('gameRecords', 'FomoGameRecords', [deployer])
    deploy('prizePool', 'FomoPrizePool', [deployer, { step: 'rewardDistributor' }])
    holdings.push({ id: 'gameRecords', contract: 'FomoGameRecords', roles: ['DEFAULT_ADMIN_ROLE', 'OPERATOR_ROLE'] })
    holdings.push({ id: 'prizePool', contract: 'FomoPrizePool', roles: ['DEFAULT_ADMIN_ROLE', 'OPERATOR_ROLE'] })
  }
  if (plan.v1Factory !== undefined) deploy('migrator', 'FomoMigrator', [plan.v1Factory, { step: 'router' }])
  for (const holding of holdings) steps.push(...handoverSteps(holding, plan.roles, deployer))
  return steps
}

const ALL_ROLES = ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'] as const

/**
 * A token of the plan by symbol: its address, or the wrapped native coin (named by its symbol, WHT or WBNB, or W plus
 * the native symbol) when the plan lists no token of that symbol.
 */
function tokenArg(plan: DeploymentPlan, options: DeployStepOptions, symbol: string, field: string): StepArg {
  const listed = plan.tokens.find((token) => token.symbol === symbol)
  if (listed) return listed.address
  if (symbol === `W${plan.nativeSymbol}`)
    return options.wrappedNative ?? plan.wrappedNative ?? { step: 'wrappedNative' }
  throw new InvalidDeploymentPlanError(field, `names ${symbol}, which is not in tokens: list it there first`)
}

/** The createPair step of a pair named in either order; a programme may only use a pair the plan creates. */
function plannedPairStep(plan: DeploymentPlan, [a, b]: readonly [string, string], field: string): string {
  const found = plan.pairs.find(([x, y]) => (x === a && y === b) || (x === b && y === a))
  if (!found) throw new InvalidDeploymentPlanError(field, `is ${a}/${b}, which is not in pairs: add it there`)
  return pairStepId(found[0], found[1])
}
