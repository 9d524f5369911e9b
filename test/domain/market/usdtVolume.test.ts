import { describe, expect, it } from 'vitest'
import type { PairState } from '../../../src/domain/market/PairState'
import { usdtVolume } from '../../../src/domain/market/usdtVolume'

const [USDT, AURA, DK, LONE] = ['0x1', '0x2', '0x3', '0x4'].map((a) => a.padEnd(42, '0')) as [
  string,
  string,
  string,
  string,
]
const pair = (address: string, token0: string, token1: string): PairState => ({
  chainId: 128,
  address,
  token0,
  token1,
  reserve0: 1n,
  reserve1: 1n,
  volume0: 0n,
  volume1: 0n,
})
const PAIRS = [pair('0xa', AURA, USDT), pair('0xb', DK, AURA), pair('0xc', LONE, DK)]
// AURA = 2 USDT (USDT base units per AURA base unit: 2e6 / 1e18); USDT 1/1; DK and LONE unpriced
const PRICES = new Map([
  [USDT, { numerator: 1n, denominator: 1n }],
  [AURA, { numerator: 2_000_000n, denominator: 10n ** 18n }],
])
const volume = (p: string, volume0: bigint, volume1: bigint) => ({ chainId: 128, pair: p, swaps: 1, volume0, volume1 })

describe('usdtVolume', () => {
  it.each([
    ['token0 priced: valued on its side only', [volume('0xa', 10n ** 18n, 2_000_000n)], 2_000_000n],
    ['token0 unpriced: valued on token1', [volume('0xb', 5n, 3n * 10n ** 18n)], 6_000_000n],
    ['no priced side: nothing', [volume('0xc', 10n ** 18n, 10n ** 18n)], 0n],
    ['an unknown pair: nothing', [volume('0xd', 10n ** 18n, 10n ** 18n)], 0n],
    ['pairs add up, rounding down each', [volume('0xa', 10n ** 18n, 0n), volume('0xa', 1n, 0n)], 2_000_000n],
    ['no swaps', [], 0n],
  ])('%s', (_, volumes, expected) => {
    expect(usdtVolume(volumes, PAIRS, PRICES)).toBe(expected)
  })
})
