import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { keccak256 } from 'ethers'
import { root } from '../../../scripts/toolchain.mjs'
import type { EvmTarget } from '../../domain/deploy/DeploymentPlan'
import type { DeployableContract } from '../../domain/deploy/DeployStep'
import { DeployError } from './DeployError'

/** One contract of a forge build: its ABI and creation bytecode. */
export interface ContractArtifact {
  abi: readonly unknown[]
  bytecode: string
}

/** The forge build of one EVM target, read from its artifacts' JSON (not the generated bindings, which hold one target). */
export interface ContractBuild {
  target: EvmTarget
  /** The folder of the artifacts, e.g. contracts/out-shanghai. */
  dir: string
  artifact(name: DeployableContract): Promise<ContractArtifact>
  /** keccak256 of FomoPair's creation code in this build: the CREATE2 init-code hash of every pair. */
  initCodeHash: string
}

const BUILD_COMMAND: Record<EvmTarget, string> = {
  cancun: 'node scripts/build-contracts.mjs',
  shanghai: 'FOMO_EVM_TARGET=shanghai node scripts/build-deploy-artifacts.mjs',
  london: 'FOMO_EVM_TARGET=london node scripts/build-deploy-artifacts.mjs',
}

/** Where forge writes the build of `target`: contracts/out for Cancun, contracts/out-<target> before it. */
export const contractBuildDir = (target: EvmTarget) =>
  join(root, 'contracts', target === 'cancun' ? 'out' : `out-${target}`)

/**
 * Opens the build `target` picks, from `dir` (by default its contractBuildDir). Refuses, saying which command builds
 * it, when the folder or FomoPair is missing; an artifact the build leaves out fails when asked.
 */
export async function loadContractBuild(target: EvmTarget, dir = contractBuildDir(target)): Promise<ContractBuild> {
  if (!existsSync(join(dir, 'FomoPair.sol', 'FomoPair.json'))) {
    throw new DeployError(
      `The ${target} build of the contracts is missing (${dir}): build it with \`${BUILD_COMMAND[target]}\` first.`,
      { details: { target, dir } },
    )
  }
  const read = async (name: string): Promise<ContractArtifact> => {
    const path = join(dir, `${name}.sol`, `${name}.json`)
    let json: { abi: unknown[]; bytecode: { object: string } }
    try {
      json = JSON.parse(await readFile(path, 'utf8'))
    } catch (cause) {
      throw new DeployError(
        `${name} is not in the ${target} build (${path}): rebuild with \`${BUILD_COMMAND[target]}\`.`,
        { details: { target, path }, cause },
      )
    }
    return { abi: json.abi, bytecode: json.bytecode.object }
  }
  const cache = new Map<string, Promise<ContractArtifact>>()
  const artifact = (name: string) => {
    if (!cache.has(name)) cache.set(name, read(name))
    return cache.get(name)!
  }
  return { target, dir, artifact, initCodeHash: keccak256((await artifact('FomoPair')).bytecode) }
}
