import { describe, expect, it } from 'vitest'
import { aprToApy, newPledgeApr, YIELD_DISPLAY_CAP } from '../../../src/domain/mining/miningApr'

const base = { rewardPerSecond: 10n ** 15n, rewardDecimals: 18, rewardPriceUsd: 2, weight: 10_000, lpPriceUsd: 100 }

describe('newPledgeApr', () => {
  it('gives a first pledger the whole emission: 31,536 tokens a year at $2 over a $100 LP', () => {
    expect(newPledgeApr({ ...base, totalStake: 0n })).toBeCloseTo(630.72, 9)
  })

  it('shares by weight: beside 1 LP at 1x, a 1x pledge takes half and a 3x pledge three quarters', () => {
    const totalStake = 10n ** 18n * 10_000n
    expect(newPledgeApr({ ...base, totalStake })).toBeCloseTo(315.36, 9)
    expect(newPledgeApr({ ...base, totalStake, weight: 30_000 })).toBeCloseTo(473.04, 9)
  })

  it('has no figure without a price or a weight', () => {
    expect(newPledgeApr({ ...base, totalStake: 0n, lpPriceUsd: undefined })).toBeUndefined()
    expect(newPledgeApr({ ...base, totalStake: 0n, rewardPriceUsd: 0 })).toBeUndefined()
    expect(newPledgeApr({ ...base, totalStake: 0n, weight: 0 })).toBeUndefined()
  })
})

describe('aprToApy', () => {
  it('compounds daily', () => {
    expect(aprToApy(0)).toBe(0)
    expect(aprToApy(0.365)).toBeCloseTo(1.001 ** 365 - 1, 12)
  })
})

describe('the yield display cap', () => {
  it('stops an APY compounding past readable figures (or Infinity) at the cap, and leaves smaller ones alone', () => {
    expect(aprToApy(1e9)).toBe(YIELD_DISPLAY_CAP)
    expect(aprToApy(300)).toBe(YIELD_DISPLAY_CAP) // (1 + 300/365)^365 is about 1e95
    expect(aprToApy(10)).toBeCloseTo((1 + 10 / 365) ** 365 - 1, 6)
    expect(JSON.stringify({ apy: aprToApy(1e9) })).toBe('{"apy":1000000}')
  })
})
