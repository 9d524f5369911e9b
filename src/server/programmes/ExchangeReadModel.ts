import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { ChainNodeUnavailableError } from '../../domain/errors/ChainNodeUnavailableError'
import { ExchangeChainNotServedError } from '../../domain/errors/ExchangeChainNotServedError'
import { NoDkConverterError } from '../../domain/errors/NoDkConverterError'
import { NoInvestmentContractError } from '../../domain/errors/NoInvestmentContractError'
import { NoReleaseChainError } from '../../domain/errors/NoReleaseChainError'
import { ReleaseChainsNotIndexedError } from '../../domain/errors/ReleaseChainsNotIndexedError'
import type { ExchangeEvent } from '../../domain/exchange/ExchangeEvent'
import { entitlementOf, formatInvestmentRatio, parseInvestmentRatio } from '../../domain/release/investmentRatio'
import { investmentByFinality, releasePosition } from '../../domain/release/releasePosition'
import { releaseSchedule } from '../../domain/release/releaseSchedule'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { Clock } from '../../ports/Clock'
import type { ExchangeChainReads } from '../../ports/ExchangeChainReads'
import type { ExchangeEvents } from '../../ports/ExchangeEvents'
import type { FinalHeads } from '../../ports/FinalHeads'

/** Records per page of the conversion and investment logs (the spec does not give one). */
export const EXCHANGE_PAGE_SIZE = 10

export interface ExchangeReadModelDeps {
  records: readonly DeploymentRecord[]
  events: ExchangeEvents
  heads: Pick<ChainHeads, 'head'>
  /** Each chain's finality depth: an investment releases only once that deep. */
  finality: Pick<FinalHeads, 'depth'>
  reads: ExchangeChainReads
  clock: Clock
}

/**
 * The exchange and release API's views (spec sections 3 and 7): the DK converter's terms read from the chain, the
 * conversion and HJW investment records from indexed events, and the release — a pure function of the investment
 * chain's indexed `Invested` events at least its finality depth deep (shallower ones are shown as pending and release
 * nothing) and the withdraw chain's `Withdrawal` events (src/domain/release).
 */
export class ExchangeReadModel {
  constructor(private readonly deps: ExchangeReadModelDeps) {}

  /** `get-swap-dk-convert-config`: the pool (the converter itself), its tokens, base number, fee and minimums. */
  async dkConfig(chainId: number) {
    const converter = this.record(chainId).contracts.dkConverter
    if (!converter) throw new NoDkConverterError(chainId)
    const terms = await this.onChain(chainId, () => this.deps.reads.dkConverterTerms(chainId, converter))
    return {
      dk_convert_pool_address: converter.toLowerCase(),
      dk_address: terms.dk,
      dk2_address: terms.dk2,
      convert_base_number: terms.baseNumber,
      fee_bps: terms.feeBps,
      minimum_dk: terms.minimumDk,
      minimum_dk2: terms.minimumDk2,
    }
  }

  /** `get-swap-dk-convert-logs`: the account's conversions on `chainId`, newest first, `page` from 1. */
  async dkLogs(chainId: number, account: string, page: number) {
    this.record(chainId)
    return this.page(chainId, account, 'converted', page)
  }

  /** The HJW records: the account's investments on the investment chain, newest first. */
  async investmentLogs(account: string, page: number) {
    const { release } = this.release()
    return this.page(release.investmentChainId, account, 'invested', page)
  }

  /** `token-release/get-withdraw-logs`: the account's release withdrawals on the withdraw chain, newest first. */
  async releaseWithdrawLogs(account: string, page: number) {
    const { record } = this.release()
    return this.page(record.chainId, account, 'releaseWithdrawn', page)
  }

  /**
   * `token-release/get-base-info`: the account's release and where it is invested and paid. `sum_total_amount` counts
   * the final investments only; `pending_total_amount` is what the investments not yet `finality_depth` blocks deep
   * will add once they are (nothing of it is withdrawable before).
   */
  async releaseInfo(account: string) {
    const { position, pending, depth, terms } = await this.standing(account)
    return {
      wait_withdraw_number: position.waiting,
      sum_total_amount: position.total,
      sum_use_amount: position.withdrawn,
      released: position.released,
      pending_total_amount: pending,
      finality_depth: depth,
      ...terms,
    }
  }

  /** The account's release standing: its position over the final investments, the terms and the withdraw chain. */
  async standing(account: string) {
    const { record, release } = this.release()
    const investmentRecord = this.record(release.investmentChainId)
    const investedIn = investmentRecord.contracts.investment?.toLowerCase()
    const contract = record.contracts.investment?.toLowerCase()
    const investToken = investmentRecord.investToken?.toLowerCase()
    if (!investedIn || !contract || !investToken) throw new NoInvestmentContractError()
    const [investmentHead, withdrawHead] = await Promise.all([
      this.deps.heads.head(release.investmentChainId),
      this.deps.heads.head(record.chainId),
    ])
    if (!investmentHead || !withdrawHead) throw new ReleaseChainsNotIndexedError()
    const [invested, withdrawn] = await Promise.all([
      this.deps.events.ofAccount(release.investmentChainId, account, 'invested', { toBlock: investmentHead.number }),
      this.deps.events.ofAccount(record.chainId, account, 'releaseWithdrawn', { toBlock: withdrawHead.number }),
    ])
    // from the later of the clock and the withdraw chain's time: a devnet whose time was advanced runs ahead
    const now = Math.max(Math.floor(this.deps.clock.now() / 1000), withdrawHead.timestamp)
    const ratio = parseInvestmentRatio(release.ratio)
    const schedule = releaseSchedule(release)
    // an investment a reorganisation could still remove releases nothing until it is the chain's depth deep
    const depth = this.deps.finality.depth(release.investmentChainId)
    const investment = investmentByFinality(
      invested.events.flatMap((event) => (event.kind === 'invested' ? [event] : [])),
      account,
      { head: investmentHead.number, depth },
    )
    const position = releasePosition({
      invested: investment.final,
      ratio,
      schedule,
      now,
      account,
      withdrawals: withdrawn.events.flatMap((event) =>
        event.kind === 'releaseWithdrawn' ? [{ ...event, historicalWithdrawalNumber: event.number }] : [],
      ),
    })
    const terms = {
      investment_chain_id: release.investmentChainId,
      investment_currency_contract_address: investToken,
      investment_contract_address: investedIn,
      investment_ratio: formatInvestmentRatio(ratio),
      withdraw_chain_id: record.chainId,
      withdraw_contract_address: contract,
      token: release.token.toLowerCase(),
      release_start: release.start,
      release_cliff_seconds: release.cliffSeconds,
      release_duration_seconds: release.durationSeconds,
    }
    const pending = entitlementOf(investment.final + investment.pending, ratio) - position.total
    const token = terms.token
    return { position, pending, depth, terms, schedule, withdrawChainId: record.chainId, contract, token, now }
  }

  private async page(chainId: number, account: string, kind: ExchangeEvent['kind'], page: number) {
    const offset = (page - 1) * EXCHANGE_PAGE_SIZE
    const { events, total } = await this.deps.events.ofAccount(chainId, account, kind, {
      offset,
      limit: EXCHANGE_PAGE_SIZE,
    })
    return {
      page,
      page_size: EXCHANGE_PAGE_SIZE,
      total,
      has_more: offset + events.length < total,
      list: events.map((event) => ({ ...event, current_chain: chainId })),
    }
  }

  private release() {
    const record = this.deps.records.find((candidate) => candidate.release)
    if (!record?.release) throw new NoReleaseChainError()
    return { record, release: record.release }
  }

  private record(chainId: number): DeploymentRecord {
    const record = this.deps.records.find((candidate) => candidate.chainId === chainId)
    if (!record) throw new ExchangeChainNotServedError(chainId)
    return record
  }

  private onChain<T>(chainId: number, read: () => Promise<T>): Promise<T> {
    return read().catch((cause) => {
      throw new ChainNodeUnavailableError(chainId, cause)
    })
  }
}
