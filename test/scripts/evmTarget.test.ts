import { describe, expect, it } from 'vitest'
import { evmTargetBuild, PRE_CANCUN_SKIP, skipArgs, UnknownEvmTargetError } from '../../scripts/evmTarget.mjs'

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
