import { createPair } from '../../../src/domain/trade/createPair'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { hecoConfig, hecoUsdt, hecoWht } from './fixtures'
import { hecoMdx } from './tradingGraph'

const E18 = 10n ** 18n

// HT is worth 10 USDT in a deep pool; a tiny pool prices it at 25 MDX (25 USDT, MDX being 1 USDT in a deep pool).
export const usdtWht = createPair(
  hecoConfig,
  { currency: hecoUsdt, raw: 10_000n * E18 },
  { currency: hecoWht, raw: 1_000n * E18 },
)
export const tinyWhtMdx = createPair(
  hecoConfig,
  { currency: hecoWht, raw: 2n * E18 },
  { currency: hecoMdx, raw: 50n * E18 },
)
export const mdxUsdt = createPair(
  hecoConfig,
  { currency: hecoMdx, raw: 1_000_000n * E18 },
  { currency: hecoUsdt, raw: 1_000_000n * E18 },
)
/** A deep market with one tiny pool priced far from it: the best output for 0.5 HT runs through it at ~20% impact. */
export const market = new PairIndex([usdtWht, tinyWhtMdx, mdxUsdt])
