import { describe, expect, it } from 'vitest'
import { evmTargetBuild, UnknownEvmTargetError } from '../../scripts/evmTarget.mjs'

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
