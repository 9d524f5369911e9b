import {
  type BridgeQuotaTerms,
  dailyBridgeQuota,
  pledgedLiquidityValue,
  quotaResetsAt,
  utcDay,
} from '../../domain/bridge/bridgeQuota'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { usdtPrices } from '../../domain/market/usdtPrices'
import type { Ratio } from '../../domain/math/Ratio'
import type { BridgeReservations } from '../../ports/BridgeReservations'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { MarketData } from '../../ports/MarketData'
import type { MiningLedgers } from './MiningLedgers'

export interface BridgeQuotasDeps {
  records: readonly DeploymentRecord[]
  mining: MiningLedgers
  market: MarketData
  lpReads: Pick<LiquidityTokenReads, 'totalSupplies'>
  reservations: BridgeReservations
  terms: BridgeQuotaTerms
}

/** Where a sender's quota stands on the UTC day of `now`, AURA wei. */
export interface QuotaStanding {
  daily: bigint
  used: bigint
  remaining: bigint
  /** YYYY-MM-DD, UTC. */
  day: string
  /** Unix seconds: the next UTC midnight. */
  resetsAt: number
}

/**
 * The bridge's daily quota per sender (src/domain/bridge/bridgeQuota): the base raised by the sender's LP pledged in
 * LP mining on every served chain, valued in AURA at each chain's indexed pool prices, less what its reservations
 * hold today.
 */
export class BridgeQuotas {
  constructor(private readonly deps: BridgeQuotasDeps) {}

  /** The chain's AURA token and AURA wei per base unit of every token linked to it by pools (indexed reserves). */
  async auraPrices(chainId: number): Promise<{ aura: string | undefined; prices: Map<string, Ratio> }> {
    const record = this.deps.records.find((candidate) => candidate.chainId === chainId)
    const aura = record?.tokens.find((token) => token.symbol === 'AURA')?.address.toLowerCase()
    if (!aura) return { aura: undefined, prices: new Map() }
    return { aura, prices: usdtPrices(await this.deps.market.pairStates(chainId), aura) } // AURA as the base
  }

  /** The sender's daily quota: the base plus the raise for its pledged LP on every chain. */
  async daily(sender: string): Promise<bigint> {
    let pledgedValue = 0n
    for (const record of this.deps.records) {
      if (record.contracts.lpMining) pledgedValue += await this.pledgedValue(record.chainId, sender)
    }
    return dailyBridgeQuota(this.deps.terms, pledgedValue)
  }

  /** The sender's quota on the day of `now` (unix seconds). */
  async standing(sender: string, now: number): Promise<QuotaStanding> {
    const day = utcDay(now)
    const [daily, used] = await Promise.all([this.daily(sender), this.deps.reservations.used(sender, day)])
    return { daily, used, remaining: daily > used ? daily - used : 0n, day, resetsAt: quotaResetsAt(now) }
  }

  private async pledgedValue(chainId: number, sender: string): Promise<bigint> {
    const { ledger } = await this.deps.mining.ledger(chainId)
    const pledges: { lpToken: string; pledged: bigint }[] = []
    for (const lpToken of ledger.poolTokens()) {
      const position = ledger.positionOf(lpToken, sender)
      if (!position) continue
      // everything the mining contract holds for the sender: the demand balance and every lock, matured or not
      let pledged = position.demand
      for (const lock of position.locks.values()) pledged += lock.amount
      if (pledged > 0n) pledges.push({ lpToken, pledged })
    }
    if (pledges.length === 0) return 0n
    const { aura, prices } = await this.auraPrices(chainId)
    if (!aura) return 0n
    const states = await this.deps.market.pairStates(chainId)
    // an LP supply the node did not give values the pledge at nothing: the quota stays at what is known
    const supplies = await this.deps.lpReads
      .totalSupplies(
        chainId,
        pledges.map((pledge) => pledge.lpToken),
      )
      .catch(() => pledges.map(() => undefined))
    let value = 0n
    for (const [i, { lpToken, pledged }] of pledges.entries()) {
      const state = states.find((candidate) => candidate.address === lpToken)
      const totalSupply = supplies[i]
      if (!state || totalSupply === undefined) continue
      value += pledgedLiquidityValue({ ...state, totalSupply, pledged }, prices)
    }
    return value
  }
}
