import { createToken } from '../../../src/domain/currency/createToken'
import { createPair } from '../../../src/domain/trade/createPair'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { hecoConfig, hecoHusd, hecoUsdt, hecoWht } from './fixtures'

const E18 = 10n ** 18n

/** MDX, a made-up 18-decimal token on chain 128. */
export const hecoMdx = createToken({
  chainId: 128,
  address: '0x25d2e80cb6b86881fd7e07dd263fb79f4abe033c',
  decimals: 18,
  symbol: 'MDX',
})

/**
 * A small hand-checkable market on chain 128: HT is worth 10 USDT, MDX 0.05 HT through WHT but 1 USDT directly,
 * HUSD (8 decimals) 1 USDT.
 */
export const usdtWht = createPair(
  hecoConfig,
  { currency: hecoUsdt, raw: 10_000n * E18 },
  { currency: hecoWht, raw: 1_000n * E18 },
)
export const whtMdx = createPair(
  hecoConfig,
  { currency: hecoWht, raw: 1_000n * E18 },
  { currency: hecoMdx, raw: 20_000n * E18 },
)
export const usdtMdx = createPair(
  hecoConfig,
  { currency: hecoUsdt, raw: 1_000n * E18 },
  { currency: hecoMdx, raw: 1_000n * E18 },
)
export const usdtHusd = createPair(
  hecoConfig,
  { currency: hecoUsdt, raw: 1_000_000n * E18 },
  { currency: hecoHusd, raw: 1_000_000n * 10n ** 8n },
)

export const marketPairs = [usdtWht, whtMdx, usdtMdx, usdtHusd]
export const marketIndex = new PairIndex(marketPairs)
