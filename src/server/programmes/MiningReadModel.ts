import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { ChainNodeUnavailableError } from '../../domain/errors/ChainNodeUnavailableError'
import { ChainNotServedError } from '../../domain/errors/ChainNotServedError'
import { NoMiningPoolError } from '../../domain/errors/NoMiningPoolError'
import { NoRewardDistributorError } from '../../domain/errors/NoRewardDistributorError'
import { usdtPrices } from '../../domain/market/usdtPrices'
import { lpPriceUsdt, tokenPriceUsdt } from '../../domain/mining/miningPrices'
import { currentRegular, lockConfigItems, type MiningPrices } from '../../domain/mining/miningViews'
import { cumulativeRewardTotals } from '../../domain/rewards/cumulativeRewardTotals'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { MarketData } from '../../ports/MarketData'
import type { RewardLedger } from '../../ports/RewardLedger'
import type { RewardsPaid } from '../../ports/RewardsPaid'
import type { MiningLedgers } from './MiningLedgers'

export interface MiningReadModelDeps {
  /** The ledgers at the indexed heads: what the screens show. */
  ledgers: MiningLedgers
  /** The ledgers at the final heads (finalChainHeads): what a voucher pays; `ledgers` when absent (depth 0). */
  finalLedgers?: MiningLedgers
  records: readonly DeploymentRecord[]
  market: MarketData
  lpReads: LiquidityTokenReads
  paid: RewardsPaid
  /** What every other programme credited (season shares): paid by the same distributor voucher. */
  rewards: RewardLedger
}

/**
 * The LP-mining API's views (spec sections 3 and 7), each computed from the chain's mining ledger — payouts from chain
 * events only — with prices from the indexed pairs for TVL, APR and APY (display only). The pools' figures stand at the
 * indexed head; what a voucher pays stands at the final head (the chain's finality depth below), and the difference
 * is shown as pending.
 */
export class MiningReadModel {
  private readonly markets = new Map<
    number,
    { block: number | undefined; pricesOf: (lpToken: string, rewardToken: string) => MiningPrices }
  >()

  constructor(private readonly deps: MiningReadModelDeps) {}

  /** `get-addr-lp`: every pool (or only those `account` takes part in) with its figures and the account's income. */
  async pools(chainId: number, account: string | undefined, personalOnly: boolean) {
    const { ledger, record, pricesOf } = await this.chain(chainId)
    const earnings = account ? ledger.earnings(account) : new Map<string, bigint>()
    const list = []
    for (const lpToken of ledger.poolTokens()) {
      const pool = ledger.pool(lpToken)!
      const position = account ? ledger.positionOf(lpToken, account) : undefined
      const pledgedByAccount = position
        ? position.demandUnits +
          [...position.locks.values()].filter((l) => !l.matured).reduce((sum, l) => sum + l.amount, 0n)
        : 0n
      if (personalOnly && !position) continue
      const prices = pricesOf(lpToken, pool.rewardToken)
      const demand = lockConfigItems(pool, prices).find((item) => item.day === 0)
      const pair = record.pairs.find((p) => p.address.toLowerCase() === lpToken)
      const symbol = (token: string | undefined) =>
        record.tokens.find((t) => t.address.toLowerCase() === token?.toLowerCase())?.symbol ??
        (token === record.contracts.wrappedNative.toLowerCase() ? `W${record.nativeSymbol}` : '?')
      list.push({
        lp_token: lpToken,
        token: pair ? `${symbol(pair.token0)}/${symbol(pair.token1)}` : lpToken,
        reward_token: pool.rewardToken,
        reward_symbol: symbol(pool.rewardToken),
        pledge_amount: pool.pledged,
        tvl_usdt: prices.lpPriceUsd === undefined ? null : (Number(pool.pledged) / 1e18) * prices.lpPriceUsd,
        total_reward: pool.emitted,
        daily_output: pool.shutDown ? 0n : pool.rewardPerSecond * 86_400n,
        apr: demand?.apr ?? null,
        apy: demand?.apy ?? null,
        flow_mining: demand !== undefined && !pool.shutDown,
        shut_down: pool.shutDown,
        my_pledge: pledgedByAccount,
        income: position?.earned ?? 0n,
      })
    }
    const totalLocked = list.reduce((sum, item) => sum + (item.tvl_usdt ?? 0), 0)
    return { total_locked_usdt: totalLocked, earnings: Object.fromEntries(earnings), list }
  }

  /** `lp-config-info`: the pool's lock options with a new pledge's APR and APY, and the LP price. */
  async lockConfig(chainId: number, lpToken: string) {
    const { ledger, pricesOf } = await this.chain(chainId)
    const pool = ledger.pool(lpToken)
    if (!pool) throw new NoMiningPoolError(lpToken, chainId)
    const items = lockConfigItems(pool, pricesOf(lpToken, pool.rewardToken))
    return items.map((item) => ({
      duration: item.duration,
      day: item.day,
      weight: item.weight,
      apr: item.apr ?? null,
      apy: item.apy ?? null,
      energy_ratio: item.energyRatio,
      lp_price_in_usd: item.lpPriceUsd ?? null,
    }))
  }

  /** `get-lp-current-regular`: the demand LP now and in USD, and the fixed-term locks. */
  async currentRegular(chainId: number, account: string, lpToken: string) {
    const { ledger, pricesOf } = await this.chain(chainId)
    const pool = ledger.pool(lpToken)
    if (!pool) throw new NoMiningPoolError(lpToken, chainId)
    const view = currentRegular(pool, ledger.positionOf(lpToken, account), pricesOf(lpToken, pool.rewardToken))
    return {
      current_now: view.demand,
      current_us: view.demandUsd ?? null,
      regular_list: view.locks.map((lock) => ({
        lock_id: lock.lockId,
        duration: lock.duration,
        weight: lock.weight,
        apy: lock.apy ?? null,
        amount: lock.amount,
        unlock_time: lock.unlockAt,
        matured: lock.matured,
      })),
    }
  }

  /**
   * `get-lp-reward-amount`: what `account` earned in `rewardToken` (LP mining plus the reward ledger's credits, e.g.
   * season shares: `mining_earned` + `credited`), what was paid, and what a claim pays now — all at the final head
   * (`block`, `time`). `pending_reward` is what the mining earned in blocks not that deep yet: shown, not withdrawable.
   */
  async rewardAmount(chainId: number, account: string, rewardToken: string) {
    const { earned, miningEarned, credited, paid, head, pending } = await this.owedReward(chainId, account, rewardToken)
    // the block the paying ledger stands on, so that `fomo mining verify` recomputes at the same one
    return {
      total_reward: earned > paid ? earned - paid : 0n,
      earned,
      mining_earned: miningEarned,
      credited,
      paid,
      pending_reward: pending,
      block: head?.number ?? 0,
      time: head?.timestamp ?? 0,
    }
  }

  /**
   * What `account` earned in `rewardToken` at the final head (what a voucher pays: RewardVoucherService), what the
   * distributor paid it, and what is pending above it.
   */
  async owedReward(chainId: number, account: string, rewardToken: string) {
    const record = this.deps.records.find((r) => r.chainId === chainId)
    if (!record) throw new ChainNotServedError(chainId)
    const distributor = record.contracts.rewardDistributor
    if (!distributor) throw new NoRewardDistributorError(chainId)
    let final: Awaited<ReturnType<MiningLedgers['ledger']>>
    let shown: typeof final
    do {
      // taken together: one of the two may have moved on while the other synced (then both are taken again)
      ;[final, shown] = await Promise.all([
        (this.deps.finalLedgers ?? this.deps.ledgers).ledger(chainId),
        this.deps.ledgers.ledger(chainId),
      ])
    } while (!final.ledger.current || !shown.ledger.current)
    const head = final.head
    const headTime = head?.timestamp ?? 0
    // the cumulative total a voucher names: everything earned in the token, LP mining and every programme's credits
    // (both ledgers read before the next await: a view refuses to read once its ledger has moved on)
    const miningEarnings = final.ledger.earnings(account)
    const showing = shown.ledger.earnings(account).get(rewardToken) ?? 0n
    const credits = await this.deps.rewards.totalsOf(chainId, account)
    const earned = cumulativeRewardTotals(miningEarnings, credits).get(rewardToken) ?? 0n
    const [miningEarned, credited] = [miningEarnings.get(rewardToken) ?? 0n, credits.get(rewardToken) ?? 0n]
    const pending = showing > miningEarned ? showing - miningEarned : 0n
    const [paid = 0n] = await this.deps.paid.paidOf(chainId, distributor, account, [rewardToken]).catch((cause) => {
      // retryable: the chain's node did not answer the paid-total read
      throw new ChainNodeUnavailableError(chainId, cause)
    })
    return { earned, miningEarned, credited, paid, distributor, headTime, head, pending }
  }

  private async chain(chainId: number) {
    const record = this.deps.records.find((r) => r.chainId === chainId)
    if (!record) throw new ChainNotServedError(chainId)
    let { ledger, head } = await this.deps.ledgers.ledger(chainId)
    // prices and LP supplies change only with the chain: read once per indexed block, not per request
    let market = this.markets.get(chainId)
    if (!market || market.block !== head?.number) {
      market = { block: head?.number, pricesOf: await this.marketAt(chainId, record, ledger.poolTokens()) }
      this.markets.set(chainId, market)
      // the ledger again, as the market's reads gave it time to move on (prices a block old are for display only)
      ;({ ledger, head } = await this.deps.ledgers.ledger(chainId))
    }
    return { ledger, record, pricesOf: market.pricesOf, head, headTime: head?.timestamp ?? 0 }
  }

  private async marketAt(chainId: number, record: DeploymentRecord, lpTokens: string[]) {
    const usdt = record.tokens.find((token) => token.symbol === 'USDT')
    const states = await this.deps.market.pairStates(chainId)
    const prices = usdt ? usdtPrices(states, usdt.address.toLowerCase()) : new Map()
    const supplies = new Map<string, bigint | undefined>()
    const read = await this.deps.lpReads.totalSupplies(chainId, lpTokens).catch(() => lpTokens.map(() => undefined))
    for (const [i, token] of lpTokens.entries()) supplies.set(token, read[i])
    const decimalsOf = (token: string) => record.tokens.find((t) => t.address.toLowerCase() === token)?.decimals ?? 18
    return (lpToken: string, rewardToken: string): MiningPrices => {
      const state = states.find((s) => s.address === lpToken)
      const usdtDecimals = usdt?.decimals ?? 18
      return {
        lpPriceUsd: state ? lpPriceUsdt(state, supplies.get(lpToken), prices, usdtDecimals) : undefined,
        rewardPriceUsd: tokenPriceUsdt(prices.get(rewardToken), decimalsOf(rewardToken), usdtDecimals),
        rewardDecimals: decimalsOf(rewardToken),
      }
    }
  }
}
