import type { DeploymentRecord } from '../deployment/DeploymentRecord'
import { ACCESS_ROLES, type AccessRoleName, roleHolderKey } from './accessRoles'
import type { DeploymentPlan } from './DeploymentPlan'
import type { RecordedContract } from './DeployStep'

/**
 * One value read back from the chain and what the plan says it must be. `read` is a human-readable ABI fragment
 * (`function signer() view returns (address)`), `output` the index of the returned value compared. Expected values are
 * normalised: addresses in lowercase, integers in decimal, flags as `true`/`false`, lists as JSON of those.
 */
export interface ChainCheck {
  /** What is checked, by contract and field: `router.WETH`, `bridge.tokens.USDT.dailyCap`, `lpMining.roles.ADMIN_ROLE.admin`. */
  field: string
  address: string
  read: string
  args: readonly (string | number)[]
  output?: number
  expected: string
}

/** Which roles each programme contract hands over (its constructor's grants). */
const HANDED_ROLES: Partial<Record<RecordedContract, readonly AccessRoleName[]>> = {
  lpMining: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'],
  rewardDistributor: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'],
  capitalPool: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'],
  dkConverter: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'],
  investment: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'],
  seasons: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'],
  titleNft: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'OPERATOR_ROLE'],
  bridge: ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE'],
  gameRecords: ['DEFAULT_ADMIN_ROLE', 'OPERATOR_ROLE'],
  prizePool: ['DEFAULT_ADMIN_ROLE', 'OPERATOR_ROLE'],
}

const view = (signature: string, returns: string) => `function ${signature} view returns (${returns})`

/**
 * Everything `fomo deploy` reads back to confirm a deployment matches its plan: the AMM's wiring (factory, WETH, fee
 * setter, init-code hash, each pair), each programme's configuration (signers, caps, pools and lock options, tokens
 * and options, converter terms, investment terms, season shares, bridge terms and tokens), and the roles: each held by
 * its plan holder, none left with the deployer. The contracts' code is checked apart (every address of the record).
 */
export function deploymentChecks(plan: DeploymentPlan, record: DeploymentRecord, deployer: string): ChainCheck[] {
  const checks: ChainCheck[] = []
  const c = record.contracts
  const add = (
    field: string,
    address: string,
    read: string,
    args: ChainCheck['args'],
    expected: unknown,
    output?: number,
  ) =>
    checks.push({
      field,
      address,
      read,
      args,
      expected: normalise(expected),
      ...(output === undefined ? {} : { output }),
    })
  const tokenOf = (symbol: string) => record.tokens.find((token) => token.symbol === symbol)?.address ?? c.wrappedNative

  add('factory.feeToSetter', c.factory, view('feeToSetter()', 'address'), [], plan.roles.feeToSetter)
  add('factory.INIT_CODE_HASH', c.factory, view('INIT_CODE_HASH()', 'bytes32'), [], record.initCodeHash)
  add('router.factory', c.router, view('factory()', 'address'), [], c.factory)
  add('router.WETH', c.router, view('WETH()', 'address'), [], c.wrappedNative)
  record.pairs.forEach((pair, i) => {
    const [a, b] = plan.pairs[i]!
    add(
      `pairs.${a}/${b}`,
      c.factory,
      view('getPair(address,address)', 'address'),
      [pair.token0, pair.token1],
      pair.address,
    )
  })
  if (c.migrator) {
    add('migrator.factoryV1', c.migrator, view('factoryV1()', 'address'), [], plan.v1Factory)
    add('migrator.router', c.migrator, view('router()', 'address'), [], c.router)
  }
  if (plan.mining && c.lpMining) {
    for (const pool of plan.mining.pools) {
      const name = pool.pair.join('/')
      const [a, b] = pool.pair
      const index = plan.pairs.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a))
      const lp = record.pairs[index]!.address
      const poolRead = view('pool(address)', 'address,uint256,bool')
      add(`lpMining.pools.${name}.rewardToken`, c.lpMining, poolRead, [lp], tokenOf(plan.mining.rewardToken), 0)
      add(`lpMining.pools.${name}.rewardPerSecond`, c.lpMining, poolRead, [lp], pool.rewardPerSecond, 1)
      const options = view('lockOptions(address)', 'uint16[],uint32[],uint32[]')
      const { lockOptions } = plan.mining
      add(
        `lpMining.pools.${name}.lockDays`,
        c.lpMining,
        options,
        [lp],
        lockOptions.map((o) => o.days),
        0,
      )
      add(
        `lpMining.pools.${name}.weights`,
        c.lpMining,
        options,
        [lp],
        lockOptions.map((o) => o.weight),
        1,
      )
      add(
        `lpMining.pools.${name}.energyRatios`,
        c.lpMining,
        options,
        [lp],
        lockOptions.map((o) => o.energyRatio),
        2,
      )
    }
  }
  if (c.rewardDistributor) {
    add('rewardDistributor.signer', c.rewardDistributor, view('signer()', 'address'), [], plan.roles.signer)
    for (const cap of plan.mining?.payoutCaps ?? []) {
      const read = view('dailyCapOf(address)', 'uint256,uint256')
      add(`rewardDistributor.dailyCap.${cap.token}`, c.rewardDistributor, read, [tokenOf(cap.token)], cap.dailyCap, 0)
    }
  }
  if (plan.capitalPool && c.capitalPool) {
    for (const symbol of plan.capitalPool.tokens) {
      const read = view('isListed(address)', 'bool')
      add(`capitalPool.listed.${symbol}`, c.capitalPool, read, [tokenOf(symbol)], true)
    }
    for (const option of plan.capitalPool.options) {
      const read = view('depositOptions(uint8)', 'uint16,bool')
      add(`capitalPool.options.${option.option}.termDays`, c.capitalPool, read, [option.option], option.termDays, 0)
      add(`capitalPool.options.${option.option}.enabled`, c.capitalPool, read, [option.option], true, 1)
    }
  }
  const converter = plan.dkConverter
  if (converter && c.dkConverter) {
    const at = c.dkConverter
    add('dkConverter.dk', at, view('DKaddr()', 'address'), [], tokenOf(converter.dk))
    add('dkConverter.dk2', at, view('DK2addr()', 'address'), [], tokenOf(converter.dk2))
    add('dkConverter.baseNumber', at, view('ConvertBaseNumber()', 'uint256'), [], converter.baseNumber)
    add('dkConverter.feeBps', at, view('getDkFee()', 'uint256'), [], converter.feeBps)
    add('dkConverter.minDk', at, view('minDk()', 'uint128'), [], converter.minDk)
    add('dkConverter.minDk2', at, view('minDk2()', 'uint128'), [], converter.minDk2)
    add('dkConverter.feeRecipient', at, view('feeRecipient()', 'address'), [], converter.feeRecipient)
  }
  const investment = plan.investment
  if (investment && c.investment) {
    const at = c.investment
    add('investment.signer', at, view('signer()', 'address'), [], plan.roles.signer)
    add('investment.investToken', at, view('investToken()', 'address'), [], tokenOf(investment.token))
    add('investment.lockAddress', at, view('lockAddress()', 'address'), [], investment.lockAddress)
    add('investment.max', at, view('investmentMax()', 'uint256'), [], investment.max)
    add('investment.closeTime', at, view('closeTime()', 'uint256'), [], investment.closeTime)
    for (const cap of investment.dailyCaps) {
      const read = view('dailyCapOf(address)', 'uint256,uint256')
      add(`investment.dailyCap.${cap.token}`, at, read, [tokenOf(cap.token)], cap.dailyCap, 0)
    }
  }
  const seasons = plan.seasons
  if (seasons && c.seasons && c.titleNft) {
    add('seasons.distributor', c.seasons, view('distributor()', 'address'), [], c.rewardDistributor)
    const shares = view('energyShares()', 'uint16,uint16')
    add('seasons.directBps', c.seasons, shares, [], seasons.directBps, 0)
    add('seasons.diffusedBps', c.seasons, shares, [], seasons.diffusedBps, 1)
    add('seasons.extendRewardBps', c.seasons, view('extendRewardBps()', 'uint16'), [], seasons.extendRewardBps)
    add('titleNft.signer', c.titleNft, view('signer()', 'address'), [], plan.roles.signer)
    add('titleNft.imageBaseURI', c.titleNft, view('imageBaseURI()', 'string'), [], seasons.titleImageBaseUri)
  }
  const bridge = plan.bridge
  if (bridge && c.bridge) {
    const at = c.bridge
    add('bridge.peerChainId', at, view('peerChainId()', 'uint256'), [], bridge.peerChainId)
    add('bridge.destroyAddress', at, view('destroyAddress()', 'address'), [], bridge.destroyAddress)
    add('bridge.destroyBps', at, view('destroyBps()', 'uint16'), [], bridge.destroyBps)
    add('bridge.operator', at, view('operator()', 'address'), [], plan.roles.relayer)
    add('bridge.signer', at, view('signer()', 'address'), [], plan.roles.signer)
    for (const [symbol, terms] of Object.entries(bridge.tokens)) {
      const token = tokenOf(symbol)
      const config = view('tokenConfig(address)', 'bool,uint256,uint256,uint256')
      add(`bridge.tokens.${symbol}.listed`, at, config, [token], true, 0)
      add(`bridge.tokens.${symbol}.serviceBps`, at, config, [token], terms.serviceBps, 1)
      add(`bridge.tokens.${symbol}.dailyCap`, at, config, [token], terms.dailyCap, 2)
      add(`bridge.tokens.${symbol}.minAmount`, at, view('minAmountOf(address)', 'uint256'), [token], terms.minAmount)
      add(`bridge.tokens.${symbol}.remote`, at, view('remoteTokenOf(address)', 'address'), [token], terms.remote)
    }
  }
  if (plan.bounty && c.prizePool) {
    add('prizePool.distributor', c.prizePool, view('distributor()', 'address'), [], c.rewardDistributor)
  }
  const hasRole = view('hasRole(bytes32,address)', 'bool')
  for (const [name, roles] of Object.entries(HANDED_ROLES) as [RecordedContract, AccessRoleName[]][]) {
    const at = c[name]
    if (at === undefined) continue
    for (const role of roles) {
      const holder = plan.roles[roleHolderKey(role)]
      add(`${name}.roles.${role}.${roleHolderKey(role)}`, at, hasRole, [ACCESS_ROLES[role], holder], true)
      if (holder.toLowerCase() !== deployer.toLowerCase()) {
        add(`${name}.roles.${role}.deployer`, at, hasRole, [ACCESS_ROLES[role], deployer], false)
      }
    }
  }
  return checks
}

/** The form a read value is compared in (see ChainCheck). */
export function normalise(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify(value.map(normalise))
  if (typeof value === 'string') return /^0x[0-9a-fA-F]+$/.test(value) ? value.toLowerCase() : value
  return String(value)
}
