import type { Candle } from '../../domain/market/Candle'
import type { PairState } from '../../domain/market/PairState'
import type { TradingVolume } from '../../domain/market/TradingVolume'
import type { MarketData } from '../../ports/MarketData'
import type { SqlDatabase } from './SqlDatabase'

const DAY_SECONDS = 86_400

/** Market read models in SQL over `pair_events`: amounts stay numeric, converted to bigint here. */
export class PgMarketData implements MarketData {
  constructor(private readonly db: SqlDatabase) {}

  async pairStates(chainId: number): Promise<PairState[]> {
    const rows = await this.db.query<Record<string, string>>(
      // planned the same whatever the statistics say (PGlite never analyses by itself: after a catch-up its planner
      // still takes pair_events for empty): the chain's time is one scalar read, the newest block's, not a relation
      // joined per row (which re-ran over every block for each swap); each pair's reserves are one index probe
      `select p.chain_id::text, p.address, p.token0, p.token1, coalesce(r.reserve0, 0)::text as reserve0,
         coalesce(r.reserve1, 0)::text as reserve1, coalesce(v.volume0, 0)::text as volume0,
         coalesce(v.volume1, 0)::text as volume1
       from pairs p
       left join lateral (
         select reserve0, reserve1 from pair_events
         where chain_id = p.chain_id and pair = p.address and kind = 'sync'
         order by block_number desc, log_index desc limit 1
       ) r on true
       left join (
         select pair, sum(amount0_in + amount0_out) as volume0, sum(amount1_in + amount1_out) as volume1
         from pair_events
         where chain_id = $1 and kind = 'swap' and block_time > (
           select timestamp from chain_blocks where chain_id = $1 order by number desc limit 1
         ) - ${DAY_SECONDS}
         group by pair
       ) v on v.pair = p.address
       where p.chain_id = $1
       order by p.address`,
      [chainId],
    )
    return rows.map((row) => ({
      chainId: Number(row.chain_id),
      address: row.address!,
      token0: row.token0!,
      token1: row.token1!,
      reserve0: BigInt(row.reserve0!),
      reserve1: BigInt(row.reserve1!),
      volume0: BigInt(row.volume0!),
      volume1: BigInt(row.volume1!),
    }))
  }

  async pair(chainId: number, address: string): Promise<{ token0: string; token1: string } | undefined> {
    const [row] = await this.db.query<{ token0: string; token1: string }>(
      'select token0, token1 from pairs where chain_id = $1 and address = $2',
      [chainId, address],
    )
    return row && { token0: row.token0, token1: row.token1 }
  }

  /** The newest `limit` buckets end at the chain's newest indexed block: swaps before them are never read. */
  async candles(
    chainId: number,
    pair: string,
    intervalSeconds: number,
    limit: number,
    decimalsShift: number,
  ): Promise<Candle[]> {
    const rows = await this.db.query<Record<string, string>>(
      `with swaps as (
         select (block_time / $2) * $2 as bucket, block_number, log_index, amount0_in + amount0_out as volume0,
           amount1_in + amount1_out as volume1,
           round((amount1_in + amount1_out) * power(10::numeric, $4::integer) / (amount0_in + amount0_out), 18) as price
         from pair_events
         where chain_id = $5 and pair = $1 and kind = 'swap' and amount0_in + amount0_out > 0
           and block_time >= (select (max(timestamp) / $2 - $3 + 1) * $2 from chain_blocks where chain_id = $5)
       ), buckets as (
         select bucket, (array_agg(price order by block_number, log_index))[1] as open, max(price) as high,
           min(price) as low, (array_agg(price order by block_number desc, log_index desc))[1] as close,
           sum(volume0) as volume0, sum(volume1) as volume1, count(*) as swaps
         from swaps group by bucket order by bucket desc limit $3
       )
       select bucket::text, open::text, high::text, low::text, close::text, volume0::text, volume1::text,
         swaps::text from buckets order by bucket`,
      [pair, intervalSeconds, limit, decimalsShift, chainId],
    )
    return rows.map((row) => ({
      time: Number(row.bucket),
      open: trimDecimal(row.open!),
      high: trimDecimal(row.high!),
      low: trimDecimal(row.low!),
      close: trimDecimal(row.close!),
      volume0: BigInt(row.volume0!),
      volume1: BigInt(row.volume1!),
      swaps: Number(row.swaps),
    }))
  }

  async tradingVolume(chainId: number, trader: string): Promise<TradingVolume[]> {
    return (await this.tradingVolumes(chainId, [trader])).get(trader.toLowerCase()) ?? []
  }

  async tradingVolumes(chainId: number, traders: readonly string[]): Promise<Map<string, TradingVolume[]>> {
    const keys = [...new Set(traders.map((trader) => trader.toLowerCase()))]
    const volumes = new Map<string, TradingVolume[]>(keys.map((trader) => [trader, []]))
    if (keys.length === 0) return volumes
    const rows = await this.db.query<Record<string, string>>(
      `select trader, chain_id::text, pair, count(*)::text as swaps, sum(amount0_in + amount0_out)::text as volume0,
         sum(amount1_in + amount1_out)::text as volume1
       from pair_events where chain_id = $2 and trader = any($1::text[]) and kind = 'swap'
       group by trader, chain_id, pair order by trader, pair`,
      [keys, chainId],
    )
    for (const row of rows) {
      volumes.get(row.trader!)?.push({
        chainId: Number(row.chain_id),
        pair: row.pair!,
        swaps: Number(row.swaps),
        volume0: BigInt(row.volume0!),
        volume1: BigInt(row.volume1!),
      })
    }
    return volumes
  }

  async checkpoints(): Promise<{ chainId: number; number: number; hash: string }[]> {
    const rows = await this.db.query<{ chain_id: number; block_number: string; block_hash: string }>(
      'select chain_id, block_number::text, block_hash from chain_checkpoints order by chain_id',
    )
    return rows.map((row) => ({
      chainId: Number(row.chain_id),
      number: Number(row.block_number),
      hash: row.block_hash,
    }))
  }
}

function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}
