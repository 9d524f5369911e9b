import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoUsdt, hecoWht } from './fixtures'

/** A WHT/USDT pool (token0 WHT) that grew from 1000/10 000 at its last mint (kLast 10^7) to 1100/11 000. */
export const grownPool = createPair(
  hecoConfig,
  { currency: hecoUsdt, raw: 11_000n },
  { currency: hecoWht, raw: 1_100n },
)

/** An empty WHT/USDT pool, before its first deposit. */
export const emptyPool = createPair(hecoConfig, { currency: hecoUsdt, raw: 0n }, { currency: hecoWht, raw: 0n })

/** The supply minted by the first deposit of 1000 WHT and 10 000 USDT: √10^7 rounded down (1000 of it locked). */
export const grownPoolSupply = 3_162n

/** reserve0 × reserve1 at the pool's last mint. */
export const grownPoolKLast = 10_000_000n
