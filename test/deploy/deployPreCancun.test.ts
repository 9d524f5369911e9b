import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keccak256 } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractBuildDir } from '../../src/adapters/deploy/loadContractBuild'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import type { DeploymentPlan } from '../../src/domain/deploy/DeploymentPlan'
import { type DeployTarget, fullPlan, startDeployTarget } from '../support/deployTarget'
import { runDeploy } from './runDeploy'

const root = join(import.meta.dirname, '..', '..')
const pairArtifact = (dir: string) => join(dir, 'FomoPair.sol', 'FomoPair.json')
const pairCodeHash = (dir: string) => keccak256(JSON.parse(readFileSync(pairArtifact(dir), 'utf8')).bytecode.object)

/**
 * Chains without Cancun: a Shanghai chain, and a London one without PUSH0 either (the HECO-type chain). Each runs on
 * an anvil at that hardfork, where the Cancun build's code would not run, and takes the whole plan from its own build.
 */
describe.each(['shanghai', 'london'] as const)('fomo deploy for a %s chain (its pre-Cancun build)', (evm) => {
  let target: DeployTarget
  let dir: string

  beforeAll(async () => {
    // built every time, as forge rebuilds only what changed (~30 s where it is missing): a folder left by an older build
    // would pass a presence check and lack what this one has. The TypeScript bindings are untouched.
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-deploy-artifacts.mjs')], {
      cwd: root,
      env: { ...process.env, FOMO_EVM_TARGET: evm },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`the ${evm} build failed:\n${build.stdout}${build.stderr}`)
    target = await startDeployTarget(56, evm)
    dir = mkdtempSync(join(tmpdir(), `fomo-deploy-${evm}-`))
  }, 300_000)

  afterAll(async () => {
    await target?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('runs a chain without what its build leaves out: the Cancun build could not run there', async () => {
    // TSTORE (Cancun) on a Shanghai chain; PUSH0 (Shanghai) on a London one
    const initCode = evm === 'shanghai' ? '0x600160005d00' : '0x5f00'
    await expect(target.provider.estimateGas({ from: target.deployer, data: initCode })).rejects.toThrow()
  })

  it('refuses, dry run included, a build the chain cannot run, naming the evmTarget to use and printing no bytecode', async () => {
    const now = (await target.provider.getBlock('latest'))!.timestamp
    const planFile = join(dir, 'cancun-plan.json')
    writeFileSync(planFile, JSON.stringify({ ...fullPlan(target, now), evmTarget: 'cancun' }))
    const args = ['--chain', '56', '--rpc', target.chain.rpcUrl, '--plan', planFile, '--out', join(dir, 'refused')]
    const env = { FOMO_PRIVATE_KEY: target.deployerKey }
    const missing = evm === 'shanghai' ? 'runs no TSTORE (Cancun), MCOPY (Cancun)' : 'runs no PUSH0 (Shanghai), TSTORE'
    for (const run of [await runDeploy([...args, '--dry-run'], env), await runDeploy(args, env)]) {
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(
        `Deployment plan: evmTarget is "cancun", but chain 56 (${target.chain.rpcUrl}) ${missing}`,
      )
      expect(run.stderr).toContain(`use "evmTarget": "${evm}"`)
      expect(run.stderr).not.toMatch(/0x[0-9a-fA-F]{200}/) // no creation code, no calldata
      expect(run.stderr.length).toBeLessThan(600)
    }
    expect(await target.provider.getTransactionCount(target.deployer)).toBe(0)
  })

  it('deploys the AMM and every programme, verified on chain, with that build’s pair init-code hash', async () => {
    const now = (await target.provider.getBlock('latest'))!.timestamp
    const plan: DeploymentPlan = { ...fullPlan(target, now), evmTarget: evm }
    const planFile = join(dir, 'plan.json')
    writeFileSync(planFile, JSON.stringify(plan))
    const out = join(dir, 'deployments')
    const run = await runDeploy(['--chain', '56', '--rpc', target.chain.rpcUrl, '--plan', planFile, '--out', out], {
      FOMO_PRIVATE_KEY: target.deployerKey,
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/Verified on chain: \d+ checks, all match the plan/)
    const record = await readDeploymentRecord(dir, 56)
    expect(record.initCodeHash).toBe(pairCodeHash(contractBuildDir(evm)))
    expect(record.initCodeHash).not.toBe(pairCodeHash(contractBuildDir('cancun')))
    for (const name of ['lpMining', 'rewardDistributor', 'capitalPool', 'seasons', 'titleNft', 'bridge', 'prizePool']) {
      const address = record.contracts[name as keyof typeof record.contracts]
      expect(await target.provider.getCode(address!), name).not.toBe('0x')
    }
  })
})
