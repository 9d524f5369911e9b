import { describe, expect, it } from 'vitest'
import { addSavedPair } from '../../../src/domain/settings/addSavedPair'
import { defaultUserSettings } from '../../../src/domain/settings/defaultUserSettings'
import { pairKey } from '../../../src/domain/settings/pairKey'
import { repairUserSettings } from '../../../src/domain/settings/repairUserSettings'

const NOW = 1_700_000_000_000
const usdt = {
  chainId: 128,
  address: '0xa71EdC38d189767582C38A3145b5873052c3e47a',
  decimals: 18,
  symbol: 'USDT',
  name: 'USDT',
}
const wht = {
  chainId: 128,
  address: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F',
  decimals: 18,
  symbol: 'WHT',
  name: 'WHT',
}

describe('defaultUserSettings', () => {
  it('starts with 0.5% slippage, 20 minutes, no expert mode, system dark mode, nothing saved', () => {
    expect(defaultUserSettings(NOW)).toEqual({
      userDarkMode: null,
      matchesDarkMode: false,
      userExpertMode: false,
      userSlippageTolerance: 50,
      userDeadline: 1200,
      tokens: {},
      pairs: {},
      timestamp: NOW,
    })
  })
})

describe('repairUserSettings', () => {
  it('restores a missing slippage and deadline and keeps the rest', () => {
    const stored = { userDarkMode: true, userExpertMode: true, tokens: { 128: {} }, timestamp: 1 }
    expect(repairUserSettings(stored, NOW)).toEqual({
      ...defaultUserSettings(NOW),
      userDarkMode: true,
      userExpertMode: true,
      tokens: { 128: {} },
    })
  })

  it.each([
    [{ userSlippageTolerance: 100, userDeadline: 600 }, 100, 600],
    [{ userSlippageTolerance: 0, userDeadline: 60 }, 0, 60],
    [{ userSlippageTolerance: 10_000 }, 10_000, 1200],
    [{ userSlippageTolerance: '50', userDeadline: '600' }, 50, 1200],
    [{ userSlippageTolerance: 10_001, userDeadline: 0 }, 50, 1200],
    [{ userSlippageTolerance: 0.5, userDeadline: -60 }, 50, 1200],
    [{ userSlippageTolerance: null, userDeadline: Number.NaN }, 50, 1200],
  ])('%j → %i bips, %i s', (stored, bips, seconds) => {
    const repaired = repairUserSettings(stored, NOW)
    expect([repaired.userSlippageTolerance, repaired.userDeadline]).toEqual([bips, seconds])
  })

  it('starts over from nothing', () => {
    expect(repairUserSettings(undefined, NOW)).toEqual(defaultUserSettings(NOW))
  })
})

describe('addSavedPair', () => {
  const settings = defaultUserSettings(0)

  it('saves a pair of two tokens on one chain under their two addresses', () => {
    const saved = addSavedPair(settings, { token0: usdt, token1: wht }, NOW)
    expect(saved.pairs).toEqual({ 128: { [pairKey(usdt.address, wht.address)]: { token0: usdt, token1: wht } } })
    expect(saved.timestamp).toBe(NOW)
    expect(pairKey(usdt.address, wht.address)).toBe(`${usdt.address};${wht.address}`)
  })

  it('ignores a pair across chains or of one token twice', () => {
    expect(addSavedPair(settings, { token0: usdt, token1: { ...wht, chainId: 56 } }, NOW)).toBe(settings)
    expect(
      addSavedPair(settings, { token0: usdt, token1: { ...usdt, address: usdt.address.toLowerCase() } }, NOW),
    ).toBe(settings)
  })
})
