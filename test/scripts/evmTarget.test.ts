import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  evmTargetBuild,
  PRE_CANCUN_SKIP,
  preparedEvmTargetBuild,
  skipArgs,
  UnknownEvmTargetError,
} from '../../scripts/evmTarget.mjs'

const root = join(import.meta.dirname, '..', '..')

describe('evmTargetBuild', () => {
  it('builds Cancun with the default profile to contracts/out', () => {
    expect(evmTargetBuild({})).toEqual({ target: 'cancun', profile: 'default', out: 'out' })
    expect(evmTargetBuild({ FOUNDRY_PROFILE: 'intense' })).toEqual({ target: 'cancun', profile: 'intense', out: 'out' })
  })

  it('builds each pre-Cancun target with its own profile to its own folder, whatever FOUNDRY_PROFILE says', () => {
    expect(evmTargetBuild({ FOMO_EVM_TARGET: 'shanghai', FOUNDRY_PROFILE: 'intense' })).toEqual({
      target: 'shanghai',
      profile: 'shanghai',
      out: 'out-shanghai',
    })
    expect(evmTargetBuild({ FOMO_EVM_TARGET: 'london' })).toEqual({
      target: 'london',
      profile: 'london',
      out: 'out-london',
    })
  })

  it('refuses an unknown target, naming the accepted ones', () => {
    expect(() => evmTargetBuild({ FOMO_EVM_TARGET: 'paris' })).toThrow(UnknownEvmTargetError)
    expect(() => evmTargetBuild({ FOMO_EVM_TARGET: 'paris' })).toThrow('use one of cancun, shanghai, london')
  })
})

describe('skipArgs', () => {
  it('leaves the programmes’ forge suites, never their contracts, out of pre-Cancun builds only', () => {
    expect(skipArgs('cancun')).toEqual([])
    for (const target of ['shanghai', 'london'] as const) {
      expect(skipArgs(target)).toEqual(PRE_CANCUN_SKIP.flatMap((pattern) => ['--skip', pattern]))
    }
    expect(PRE_CANCUN_SKIP).toEqual(expect.arrayContaining(['test/mining/**', 'test/exchange/**']))
    expect(PRE_CANCUN_SKIP.filter((pattern) => pattern.startsWith('src/'))).toEqual([])
  })
})

describe('preparedEvmTargetBuild', () => {
  it('prepares the OpenZeppelin copy a pre-Cancun profile compiles, with Bytes swapped, and nothing on Cancun', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'fomo-evm-target-'))
    try {
      mkdirSync(join(scratch, 'node_modules', '@openzeppelin'), { recursive: true })
      symlinkSync(
        join(root, 'node_modules', '@openzeppelin', 'contracts'),
        join(scratch, 'node_modules', '@openzeppelin', 'contracts'),
      )
      cpSync(join(root, 'contracts', 'evm'), join(scratch, 'contracts', 'evm'), { recursive: true })
      const copy = join(scratch, 'contracts', 'cache-pre-cancun', 'openzeppelin', 'contracts')

      expect(preparedEvmTargetBuild({}, scratch).target).toBe('cancun')
      expect(existsSync(copy)).toBe(false)

      expect(preparedEvmTargetBuild({ FOMO_EVM_TARGET: 'london' }, scratch)).toEqual(
        evmTargetBuild({ FOMO_EVM_TARGET: 'london' }),
      )
      expect(readFileSync(join(copy, 'utils', 'Bytes.sol'), 'utf8')).toBe(
        readFileSync(join(root, 'contracts', 'evm', 'pre-cancun', 'openzeppelin', 'Bytes.sol'), 'utf8'),
      )
      expect(existsSync(join(copy, 'access', 'AccessControl.sol'))).toBe(true)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  it('is how every script running forge on a target gets its build (npm run gas missed the preparation once)', () => {
    const scripts = readdirSync(join(root, 'scripts')).filter(
      (file) => file.endsWith('.mjs') && file !== 'evmTarget.mjs',
    )
    const texts = scripts.map((file) => [file, readFileSync(join(root, 'scripts', file), 'utf8')] as const)
    const profiled = texts.filter(([, text]) => text.includes('FOUNDRY_PROFILE: build.profile'))
    expect(profiled.map(([file]) => file).sort()).toEqual(
      ['build-contracts.mjs', 'build-deploy-artifacts.mjs', 'forge-targets.mjs', 'gas.mjs'].sort(),
    )
    for (const [file, text] of profiled) {
      expect(text, file).toContain('preparedEvmTargetBuild(')
      expect(text, file).not.toMatch(/\bevmTargetBuild\(/)
    }
  })
})
