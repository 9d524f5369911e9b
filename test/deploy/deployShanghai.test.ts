import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keccak256 } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import type { DeploymentPlan } from '../../src/domain/deploy/DeploymentPlan'
import { type DeployTarget, fullPlan, startDeployTarget } from '../support/deployTarget'
import { runDeploy } from './runDeploy'

const root = join(import.meta.dirname, '..', '..')
const pairArtifact = (out: string) => join(root, 'contracts', out, 'FomoPair.sol', 'FomoPair.json')
const pairCodeHash = (out: string) => keccak256(JSON.parse(readFileSync(pairArtifact(out), 'utf8')).bytecode.object)

let target: DeployTarget
let dir: string
let args: (plan: DeploymentPlan) => string[]
let env: Record<string, string>

beforeAll(async () => {
  // the Shanghai artifacts (AMM and migrator) take ~30 s to build where they are missing; the bindings are untouched
  if (!existsSync(pairArtifact('out-shanghai'))) {
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-deploy-artifacts.mjs')], {
      cwd: root,
      env: { ...process.env, FOMO_EVM_TARGET: 'shanghai' },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`the shanghai build failed:\n${build.stdout}${build.stderr}`)
  }
  target = await startDeployTarget()
  dir = mkdtempSync(join(tmpdir(), 'fomo-deploy-shanghai-'))
  env = { FOMO_PRIVATE_KEY: target.deployerKey }
  args = (plan) => {
    const planFile = join(dir, `plan-${Math.random().toString(36).slice(2)}.json`)
    writeFileSync(planFile, JSON.stringify(plan))
    return ['--chain', '56', '--rpc', target.chain.rpcUrl, '--plan', planFile, '--out', join(dir, 'deployments')]
  }
}, 300_000)

afterAll(async () => {
  await target?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('fomo deploy for a Shanghai chain (evmTarget shanghai: contracts/out-shanghai)', () => {
  it('refuses a plan with programmes, which the pre-Cancun build leaves out, before sending anything', async () => {
    const run = await runDeploy(args({ ...fullPlan(target, 0), evmTarget: 'shanghai', investment: undefined }), env)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/FomoLPMining is not in the shanghai build .*pre-Cancun build leaves out the programme/)
    expect(await target.provider.getTransactionCount(target.deployer)).toBe(0)
  })

  it('deploys the AMM and the migrator from the Shanghai build: its pair init-code hash, verified on chain', async () => {
    const full = fullPlan(target, 0)
    const plan: DeploymentPlan = {
      chainId: full.chainId,
      name: full.name,
      nativeSymbol: full.nativeSymbol,
      evmTarget: 'shanghai',
      roles: full.roles,
      tokens: full.tokens,
      pairs: full.pairs,
      v1Factory: full.v1Factory,
    }
    const run = await runDeploy(args(plan), env)
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/Verified on chain: \d+ checks, all match the plan/)
    const record = await readDeploymentRecord(dir, 56)
    expect(record.initCodeHash).toBe(pairCodeHash('out-shanghai'))
    expect(record.initCodeHash).not.toBe(pairCodeHash('out'))
    expect(record.contracts.wrappedNative).not.toBe(target.wbnb) // the plan names none: WBNB deployed
    expect(record.contracts.migrator).toBeDefined()
  })
})
