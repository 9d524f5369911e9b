import { FomoError } from './FomoError'

/** An LP amount exceeds the pool's total supply: pass a balance read from the pair at the same block as the supply. */
export class LiquidityExceedsSupplyError extends FomoError {
  override readonly name = 'LiquidityExceedsSupplyError'

  constructor(liquidity: bigint, totalSupply: bigint) {
    super('LP amount exceeds the total supply', {
      details: { liquidity: liquidity.toString(), totalSupply: totalSupply.toString() },
    })
  }
}
