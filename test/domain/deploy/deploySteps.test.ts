import { id } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ACCESS_ROLES } from '../../../src/domain/deploy/accessRoles'
import type { DeploymentPlan } from '../../../src/domain/deploy/DeploymentPlan'
import { deploySteps } from '../../../src/domain/deploy/deploySteps'
import { InvalidDeploymentPlanError } from '../../../src/domain/errors/InvalidDeploymentPlanError'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const DEPLOYER = address(0xd)
const ADMIN = address(0xa)
const OPERATOR = address(0x0b)

const plan: DeploymentPlan = {
  chainId: 128,
  name: 'HECO-type',
  nativeSymbol: 'HT',
  evmTarget: 'cancun',
  roles: { feeToSetter: ADMIN, admin: ADMIN, operator: OPERATOR, signer: address(0x5), relayer: address(0x6) },
  tokens: [
    { symbol: 'AURA', name: 'Aura', address: address(0x100), decimals: 18 },
    { symbol: 'USDT', name: 'Tether', address: address(0x200), decimals: 18 },
  ],
  pairs: [
    ['AURA', 'USDT'],
    ['WHT', 'USDT'],
  ],
  mining: {
    rewardToken: 'AURA',
    pools: [{ pair: ['USDT', 'AURA'], rewardPerSecond: '7' }],
    lockOptions: [{ days: 30, weight: 15_000, energyRatio: 12_000 }],
    payoutCaps: [{ token: 'AURA', dailyCap: '1000' }],
  },
}

describe('deploySteps', () => {
  it('orders the AMM, the pairs, LP mining with its distributor, then the hand-over', () => {
    expect(deploySteps(plan, { deployer: DEPLOYER }).map((step) => step.id)).toEqual([
      'wrappedNative',
      'factory',
      'router',
      'multicall',
      'pair:AURA/USDT',
      'pair:WHT/USDT',
      'lpMining',
      'lpMining.addPool:USDT/AURA',
      'lpMining.setLockOption:USDT/AURA:30',
      'rewardDistributor',
      'rewardDistributor.setDailyCap:AURA',
      'handover.lpMining.grant:ADMIN_ROLE',
      'handover.lpMining.grant:DEFAULT_ADMIN_ROLE',
      'handover.lpMining.renounce:ADMIN_ROLE',
      'handover.lpMining.renounce:DEFAULT_ADMIN_ROLE',
      'handover.rewardDistributor.grant:OPERATOR_ROLE',
      'handover.rewardDistributor.grant:ADMIN_ROLE',
      'handover.rewardDistributor.grant:DEFAULT_ADMIN_ROLE',
      'handover.rewardDistributor.renounce:OPERATOR_ROLE',
      'handover.rewardDistributor.renounce:ADMIN_ROLE',
      'handover.rewardDistributor.renounce:DEFAULT_ADMIN_ROLE',
    ])
  })

  it('refers to earlier steps by id: the router to the factory and WHT, a pool to its pair', () => {
    const steps = deploySteps(plan, { deployer: DEPLOYER })
    expect(steps.find((step) => step.id === 'router')?.args).toEqual([{ step: 'factory' }, { step: 'wrappedNative' }])
    expect(steps.find((step) => step.id === 'pair:WHT/USDT')?.args).toEqual([{ step: 'wrappedNative' }, address(0x200)])
    expect(steps.find((step) => step.id === 'lpMining.addPool:USDT/AURA')).toMatchObject({
      kind: 'call',
      target: 'lpMining',
      method: 'addPool',
      args: [{ step: 'pair:AURA/USDT' }, address(0x100), '7'],
    })
  })

  it("uses the chain's wrapped coin when given, the option over the plan's, and deploys none", () => {
    const steps = deploySteps(
      { ...plan, wrappedNative: address(0x300) },
      { deployer: DEPLOYER, wrappedNative: address(0x400) },
    )
    expect(steps.map((step) => step.id)).not.toContain('wrappedNative')
    expect(steps.find((step) => step.id === 'router')?.args).toEqual([{ step: 'factory' }, address(0x400)])
    expect(steps.find((step) => step.id === 'pair:WHT/USDT')?.args).toEqual([address(0x400), address(0x200)])
  })

  it('deploys WBNB on a BNB chain', () => {
    const steps = deploySteps({ ...plan, nativeSymbol: 'BNB', pairs: [], mining: undefined }, { deployer: DEPLOYER })
    expect(steps[0]).toMatchObject({ id: 'wrappedNative', contract: 'WBNB' })
  })

  it('keeps the roles the deployer is to hold itself: no grant, no renounce', () => {
    const ids = deploySteps(plan, { deployer: ADMIN }).map((step) => step.id)
    expect(ids.filter((step) => step.startsWith('handover.'))).toEqual([
      'handover.rewardDistributor.grant:OPERATOR_ROLE',
      'handover.rewardDistributor.renounce:OPERATOR_ROLE',
    ])
    const all = deploySteps({ ...plan, roles: { ...plan.roles, operator: ADMIN } }, { deployer: ADMIN })
    expect(all.filter((step) => step.id.startsWith('handover.'))).toEqual([])
  })

  it('grants to the plan holders and renounces for the deployer', () => {
    const steps = deploySteps(plan, { deployer: DEPLOYER })
    expect(steps.find((step) => step.id === 'handover.rewardDistributor.grant:OPERATOR_ROLE')?.args).toEqual([
      ACCESS_ROLES.OPERATOR_ROLE,
      OPERATOR,
    ])
    expect(steps.find((step) => step.id === 'handover.lpMining.renounce:DEFAULT_ADMIN_ROLE')).toMatchObject({
      method: 'renounceRole',
      args: [ACCESS_ROLES.DEFAULT_ADMIN_ROLE, DEPLOYER],
    })
  })

  it('names the field of a symbol the plan does not list, and of a pool on a pair it does not create', () => {
    expect(() => deploySteps({ ...plan, pairs: [['AURA', 'DOGE']] }, { deployer: DEPLOYER })).toThrow(
      new InvalidDeploymentPlanError('pairs[0][1]', 'names DOGE, which is not in tokens: list it there first'),
    )
    expect(() => deploySteps({ ...plan, pairs: [['WHT', 'USDT']] }, { deployer: DEPLOYER })).toThrow(
      /mining\.pools\[0\]\.pair is USDT\/AURA, which is not in pairs/,
    )
  })

  it('role ids are the contracts’ keccak256 of the role names', () => {
    expect(ACCESS_ROLES.ADMIN_ROLE).toBe(id('ADMIN_ROLE'))
    expect(ACCESS_ROLES.OPERATOR_ROLE).toBe(id('OPERATOR_ROLE'))
  })
})
