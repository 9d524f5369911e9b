import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keccak256 } from 'ethers'
import { afterAll, describe, expect, it } from 'vitest'
import { DeployError } from '../../src/adapters/deploy/DeployError'
import { contractBuildDir, loadContractBuild } from '../../src/adapters/deploy/loadContractBuild'

const dirs: string[] = []
const emptyDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fomo-build-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** The error loading `dir` as the build of `target` fails with. */
async function refusal(target: 'cancun' | 'shanghai', dir: string): Promise<DeployError> {
  const error = await loadContractBuild(target, dir).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(DeployError)
  return error as DeployError
}

describe('loadContractBuild', () => {
  it.each([
    ['cancun', '`node scripts/build-contracts.mjs`'],
    ['shanghai', '`FOMO_EVM_TARGET=shanghai node scripts/build-deploy-artifacts.mjs`'],
  ] as const)(
    'refuses an empty %s build folder, naming the folder and the command that builds it',
    async (target, command) => {
      const dir = emptyDir()
      const error = await refusal(target, dir)
      expect(error.message).toBe(
        `The ${target} build of the contracts is missing (${dir}): build it with ${command} first.`,
      )
    },
  )

  it('refuses a folder that does not exist the same way', async () => {
    const dir = join(emptyDir(), 'out')
    expect((await refusal('cancun', dir)).message).toContain(
      `(${dir}): build it with \`node scripts/build-contracts.mjs\``,
    )
  })

  it('opens a build with FomoPair, and names the rebuild when an artifact the plan needs is missing', async () => {
    const dir = emptyDir()
    const pair = join('FomoPair.sol', 'FomoPair.json')
    mkdirSync(join(dir, 'FomoPair.sol'))
    cpSync(join(contractBuildDir('cancun'), pair), join(dir, pair))
    const build = await loadContractBuild('cancun', dir)
    const bytecode = JSON.parse(readFileSync(join(dir, pair), 'utf8')).bytecode.object
    expect(build).toMatchObject({ target: 'cancun', dir, initCodeHash: keccak256(bytecode) })
    await expect(build.artifact('FomoRouter')).rejects.toThrow(
      /FomoRouter is not in the cancun build .*: rebuild with `node scripts\/build-contracts\.mjs`/,
    )
  })
})
