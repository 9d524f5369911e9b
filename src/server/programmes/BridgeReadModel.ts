import { bridgeAmounts } from '../../domain/bridge/bridgeAmounts'
import type { SignedBridgeConsent } from '../../domain/bridge/bridgeConsent'
import { auraValue } from '../../domain/bridge/bridgeQuota'
import { bridgeStatus } from '../../domain/bridge/bridgeStatus'
import { checkBridgeConsent } from '../../domain/bridge/checkBridgeConsent'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { BelowBridgeMinimumError } from '../../domain/errors/BelowBridgeMinimumError'
import { BridgeBalanceTooLowError } from '../../domain/errors/BridgeBalanceTooLowError'
import { BridgeTokenPausedError } from '../../domain/errors/BridgeTokenPausedError'
import { ChainNodeUnavailableError } from '../../domain/errors/ChainNodeUnavailableError'
import { NoBridgeToChainError } from '../../domain/errors/NoBridgeToChainError'
import { NothingArrivesError } from '../../domain/errors/NothingArrivesError'
import { TokenNotBridgedError } from '../../domain/errors/TokenNotBridgedError'
import { UnknownBridgeTransferError } from '../../domain/errors/UnknownBridgeTransferError'
import { ZeroBridgeRecipientError } from '../../domain/errors/ZeroBridgeRecipientError'
import { formatUnits } from '../../domain/format/formatUnits'
import type { BridgeChainReads } from '../../ports/BridgeChainReads'
import type { BridgeRecord, BridgeRecords } from '../../ports/BridgeRecords'
import type { BridgeReservations } from '../../ports/BridgeReservations'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { Clock } from '../../ports/Clock'
import type { TypedDataVerifier } from '../../ports/TypedDataVerifier'
import { chainNameOf, parseChainNameParam } from '../http/bridgeChainNames'
import { parseTokenAmountParam } from '../http/parseTokenAmountParam'
import type { BridgeQuotas } from './BridgeQuotas'
import { signCollectionVoucher } from './signCollectionVoucher'

/** Records per page of get-convert-logs (the spec does not give one; as the exchange records). */
export const BRIDGE_PAGE_SIZE = 10

export interface BridgeReadModelDeps {
  records: readonly DeploymentRecord[]
  quotas: BridgeQuotas
  reservations: BridgeReservations
  bridgeRecords: BridgeRecords
  heads: Pick<ChainHeads, 'head'>
  reads: BridgeChainReads
  signer: ClaimSigner
  clock: Clock
  /** How long a signed collection stays valid, seconds (FOMO_BRIDGE_DEADLINE_S). */
  deadlineSeconds: number
  /** The confirmation depth N the relayer waits for on a source chain. */
  confirmations(chainId: number): number
  /** How old (s) the last good LP supplies the chain's quota figures used are; null when read fresh. */
  suppliesAge?(chainId: number): number | null
  /** Recovers the signer of a sender's consent (EIP-712). */
  verifier: TypedDataVerifier
}

/** A request for a signed collection whose sender's consent verified (BridgeReadModel.consentedRequest). */
export interface ConsentedBridgeRequest {
  readonly sourceChainId: number
  readonly bridge: string
  readonly sender: string
  readonly recipient: string
  readonly token: string
  readonly amount: bigint
  readonly targetChainId: number
  /** The key of `bridge.tokens`. */
  readonly symbol: string
  readonly consentNonce: bigint
}

/**
 * The bridge API's views (spec sections 3 and 7, issue 16): each chain's terms with the address's quota, a signed
 * collection that reserves the quota once the sender consented, its early return, the records and the delivery
 * status of each transfer.
 */
export class BridgeReadModel {
  constructor(private readonly deps: BridgeReadModelDeps) {}

  /** `get-convert-config`: one entry per chain with a bridge, each with the address's quota today. */
  async config(address: string) {
    const standing = await this.deps.quotas.standing(address, await this.now())
    return this.bridged().map(({ record, bridge, contract }) => ({
      chain_id: record.chainId,
      chain_name: chainNameOf(record.chainId),
      tokens: Object.fromEntries(
        Object.entries(bridge.tokens).map(([symbol, token]) => [
          symbol,
          {
            Address: token.address.toLowerCase(),
            ConvertServiceRate: token.serviceBps,
            decimals: this.decimals(record, token.address),
            remote_address: token.remote.toLowerCase(),
            min_amount: token.minAmount ?? '0',
          },
        ]),
      ),
      convert_tool_contract: contract,
      destroy_rate: bridge.destroyBps,
      destroy_address: bridge.destroyAddress.toLowerCase(),
      auxiliary_chain: bridge.peerChainId,
      quota: standing.remaining,
      quota_daily: standing.daily,
      quota_used: standing.used,
      quota_resets_at: standing.resetsAt,
      // the quota values pledged LP at the last good supplies while this chain's node does not answer: their age
      quota_figures_age: this.deps.suppliesAge?.(record.chainId) ?? null,
      confirmations: this.deps.confirmations(record.chainId),
    }))
  }

  /**
   * `get-convert-currency-data`, its first half: parses the request (recipient, target chain, listed token, amount)
   * and checks the sender's consent (checkBridgeConsent: the sender's EIP-712 signature of exactly these terms on the
   * source chain, within its deadline on that chain's indexed time) — before any node is asked or anything reserved,
   * so a stranger's request costs the sender nothing. The consent's nonce is spent by `sign`'s reservation.
   *
   * @throws ZeroBridgeRecipientError, NoBridgeToChainError, TokenNotBridgedError, BridgeConsentRejectedError.
   */
  async consentedRequest(
    sender: string,
    recipient: string,
    amountText: string,
    chainNameText: string,
    symbolText: string,
    consent: SignedBridgeConsent,
  ): Promise<ConsentedBridgeRequest> {
    if (BigInt(recipient) === 0n) throw new ZeroBridgeRecipientError()
    const targetChainId = parseChainNameParam(chainNameText)
    const source = this.bridged().find(({ bridge }) => bridge.peerChainId === targetChainId)
    if (!source) throw new NoBridgeToChainError(targetChainId)
    const { record, bridge, contract } = source
    const symbol = Object.keys(bridge.tokens).find((key) => key.toUpperCase() === symbolText.toUpperCase())
    const listed = symbol === undefined ? undefined : bridge.tokens[symbol]
    if (!symbol || !listed) throw new TokenNotBridgedError(symbolText, Object.keys(bridge.tokens))
    const token = listed.address.toLowerCase()
    const amount = parseTokenAmountParam(amountText, this.decimals(record, token))
    // on the source chain's time, as the sender's deadline was set (its indexed head; the clock only before any is)
    const head = await this.deps.heads.head(record.chainId)
    const chainNow = head?.timestamp ?? Math.floor(this.deps.clock.now() / 1000)
    const terms = { sourceChainId: record.chainId, bridge: contract, sender, recipient, token, amount, targetChainId }
    await checkBridgeConsent({ ...terms, ...consent }, consent.signature, chainNow, this.deps.verifier)
    return { ...terms, symbol, consentNonce: consent.nonce }
  }

  /**
   * `get-convert-currency-data`, its second half, for a request whose consent verified: checks the listing on chain,
   * the balance and the payout, reserves the quota atomically (spending the consent's nonce: a replay reserves nothing)
   * and signs the collection on the source chain (the peer of the target).
   *
   * @throws BridgeTokenPausedError, BelowBridgeMinimumError, BridgeBalanceTooLowError, NothingArrivesError,
   *   NoAuraPriceError, BridgeQuotaExceededError, BridgeConsentRejectedError (replayed), ChainNodeUnavailableError.
   */
  async sign(request: ConsentedBridgeRequest) {
    const { sender, recipient, token, amount, targetChainId, symbol } = request
    const { record, bridge, contract } = this.bridged().find(({ record }) => record.chainId === request.sourceChainId)!
    const [balance, terms] = await this.onChain(record.chainId, () =>
      Promise.all([
        this.deps.reads.balanceOf(record.chainId, token, sender),
        this.deps.reads.tokenTerms(record.chainId, contract, token),
      ]),
    )
    const decimals = this.decimals(record, token)
    if (!terms.listed) throw new BridgeTokenPausedError(symbol)
    if (amount < terms.minAmount) throw new BelowBridgeMinimumError(terms.minAmount, { symbol, decimals })
    if (balance < amount) throw new BridgeBalanceTooLowError(symbol, balance, formatUnits(balance, decimals))
    const amounts = bridgeAmounts(amount, terms)
    if (amounts.payout === 0n) throw new NothingArrivesError()
    const { aura, prices } = await this.deps.quotas.auraPrices(record.chainId)
    const quotaAmount = auraValue(amount, token, aura ?? '', prices)
    const now = await this.now()
    // the contract checks the deadline against the source chain's block time: count it on that clock alone
    const sourceNow = await this.now(record.chainId)
    const daily = await this.deps.quotas.daily(sender)
    const reservation = await this.deps.reservations.reserve(
      {
        sourceChainId: record.chainId,
        targetChainId,
        sender,
        recipient,
        token,
        amount,
        payout: amounts.payout,
        quotaAmount,
        deadline: sourceNow + this.deps.deadlineSeconds,
        consentNonce: request.consentNonce,
      },
      daily,
      now,
    )
    const signed = await signCollectionVoucher(this.deps.signer, {
      chainId: record.chainId,
      bridge: contract,
      sender,
      token,
      amount,
      destroyAmount: amounts.destroyAmount,
      fee: amounts.fee,
      code: reservation.code,
      nonce: reservation.nonce,
      deadline: reservation.deadline,
    })
    return {
      total_amount: amount,
      destroy_amount: amounts.destroyAmount,
      destroy_address: bridge.destroyAddress.toLowerCase(),
      fee: amounts.fee,
      payout: amounts.payout,
      deadline: reservation.deadline,
      code: reservation.code,
      nonce: reservation.nonce,
      v: signed.v,
      r: signed.r,
      s: signed.s,
      token,
      source_chain_id: record.chainId,
      target_chain_id: targetChainId,
      convert_tool_contract: contract,
      quota_amount: quotaAmount,
    }
  }

  /** `return-convert-currency-limit`: gives a code's quota back early when it can no longer land. */
  async returnQuota(sender: string, recipient: string, code: string) {
    const now = Math.floor(this.deps.clock.now() / 1000)
    const reservation = await this.deps.reservations.returnEarly(code, sender, recipient, now)
    return { code: reservation.code, returned: reservation.quotaAmount }
  }

  /** `get-convert-logs`: the address's transfers on both chains, newest first, `page` from 1. */
  async logs(address: string, page: number) {
    const offset = (page - 1) * BRIDGE_PAGE_SIZE
    const { records, total } = await this.deps.bridgeRecords.ofSender(address, offset, BRIDGE_PAGE_SIZE)
    const list = await Promise.all(
      records.map(async (item) => {
        const view = await this.view(item)
        return {
          code: view.code,
          amount: view.amount,
          payout: view.payout,
          token: view.token,
          current_chain: view.source_chain_id,
          target_chain: view.target_chain_id,
          received_time: item.collection?.blockTime ?? null,
          created_at: item.reservation?.createdAt ?? null,
          status: view.status,
          source_tx: view.source_tx,
          target_tx: view.target_tx,
        }
      }),
    )
    return { page, page_size: BRIDGE_PAGE_SIZE, total, has_more: offset + records.length < total, list }
  }

  /** `get-convert-status`: where the transfer of `code` stands. */
  async status(code: string) {
    const record = await this.deps.bridgeRecords.ofCode(code)
    if (!record) throw new UnknownBridgeTransferError(code)
    return this.view(record)
  }

  private async view(item: BridgeRecord) {
    const { reservation, collection, relay, transfer } = item
    const sourceChainId = collection?.chainId ?? reservation?.sourceChainId ?? 0
    const required = this.deps.confirmations(sourceChainId)
    const head = await this.deps.heads.head(sourceChainId)
    const view = bridgeStatus({
      reservation,
      collection,
      voided: item.voided,
      relay,
      transfer,
      sourceHead: head,
      required,
    })
    const token = collection?.token ?? reservation?.token ?? ''
    return {
      code: item.code,
      status: view?.status ?? 'signed',
      confirmations: view?.confirmations ?? 0,
      required,
      source_chain_id: sourceChainId,
      target_chain_id: collection?.targetChainId ?? reservation?.targetChainId ?? 0,
      sender: collection?.sender ?? reservation?.sender ?? '',
      recipient: collection?.recipient ?? reservation?.recipient ?? '',
      token: this.symbolOf(sourceChainId, token),
      token_address: token,
      amount: collection?.amount ?? reservation?.amount ?? 0n,
      payout: collection?.payout ?? reservation?.payout ?? 0n,
      quota_amount: reservation?.quotaAmount ?? null,
      deadline: reservation?.deadline ?? null,
      source_tx: collection?.txHash ?? null,
      target_tx: view?.targetTx ?? null,
      attempts: relay?.attempts ?? 0,
      last_error: view?.status === 'delivered' ? null : (relay?.lastError ?? null),
      // a failed payout is the operator's to fix (gas, caps, its node): the collection is made, the sender waits
      waiting_on: view?.status === 'relaying' && relay?.lastError ? 'operator' : null,
      next_attempt_at: relay?.nextAttemptAt == null ? null : Math.ceil(relay.nextAttemptAt / 1000),
    }
  }

  /** The chains served here with a bridge deployed, each with its terms and contract (lowercase). */
  private bridged() {
    return this.deps.records.flatMap((record) =>
      record.bridge && record.contracts.bridge
        ? [{ record, bridge: record.bridge, contract: record.contracts.bridge.toLowerCase() }]
        : [],
    )
  }

  private symbolOf(chainId: number, token: string): string {
    const bridge = this.deps.records.find((record) => record.chainId === chainId)?.bridge
    const entry = Object.entries(bridge?.tokens ?? {}).find(([, item]) => item.address.toLowerCase() === token)
    return entry?.[0] ?? token
  }

  private decimals(record: DeploymentRecord, token: string): number {
    return record.tokens.find((item) => item.address.toLowerCase() === token.toLowerCase())?.decimals ?? 18
  }

  /**
   * Now, unix seconds: the later of the clock and the indexed heads (a devnet whose time was advanced runs ahead), of
   * `chainId` alone when given, else of every chain.
   */
  private async now(chainId?: number): Promise<number> {
    const chains = this.deps.records.filter((record) => chainId === undefined || record.chainId === chainId)
    const heads = await Promise.all(chains.map((record) => this.deps.heads.head(record.chainId)))
    return Math.max(Math.floor(this.deps.clock.now() / 1000), ...heads.map((head) => head?.timestamp ?? 0))
  }

  private onChain<T>(chainId: number, read: () => Promise<T>): Promise<T> {
    return read().catch((cause) => {
      throw new ChainNodeUnavailableError(chainId, cause)
    })
  }
}
