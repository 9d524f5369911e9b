import type { BridgeSignatureView } from '../../ports/BridgeApi'
import type { BridgeChainReads } from '../../ports/BridgeChainReads'
import type { BridgeReservations } from '../../ports/BridgeReservations'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { Clock } from '../../ports/Clock'
import type { TypedDataVerifier } from '../../ports/TypedDataVerifier'
import type { DeploymentRecord } from '../deployment/DeploymentRecord'
import { BelowBridgeMinimumError } from '../errors/BelowBridgeMinimumError'
import { BridgeBalanceTooLowError } from '../errors/BridgeBalanceTooLowError'
import { BridgeTokenPausedError } from '../errors/BridgeTokenPausedError'
import { ChainNodeUnavailableError } from '../errors/ChainNodeUnavailableError'
import { NoBridgeToChainError } from '../errors/NoBridgeToChainError'
import { NothingArrivesError } from '../errors/NothingArrivesError'
import { TokenNotBridgedError } from '../errors/TokenNotBridgedError'
import { ZeroBridgeRecipientError } from '../errors/ZeroBridgeRecipientError'
import { formatUnits } from '../format/formatUnits'
import { parseWholeAmount } from '../input/parseWholeAmount'
import type { Ratio } from '../math/Ratio'
import { bridgeAmounts } from './bridgeAmounts'
import type { BridgeConsent, SignedBridgeConsent } from './bridgeConsent'
import { auraValue } from './bridgeQuota'
import { chainTime } from './chainTime'
import { checkBridgeConsent } from './checkBridgeConsent'
import { servedBridges, tokenDecimals } from './servedBridges'
import { signCollectionVoucher } from './signCollectionVoucher'

/** The quota figures a reservation needs: the sender's daily quota and the chain's AURA prices. */
export interface BridgeQuotaFigures {
  /** The chain's AURA token and AURA wei per base unit of every token linked to it by pools. */
  auraPrices(chainId: number): Promise<{ aura: string | undefined; prices: Map<string, Ratio> }>
  /** The sender's daily quota, AURA wei. */
  daily(sender: string): Promise<bigint>
}

export interface BridgeCollectionServiceDeps {
  records: readonly DeploymentRecord[]
  quotas: BridgeQuotaFigures
  reservations: BridgeReservations
  heads: Pick<ChainHeads, 'head'>
  reads: BridgeChainReads
  signer: ClaimSigner
  clock: Clock
  /** How long a signed collection stays valid, seconds (FOMO_BRIDGE_DEADLINE_S). */
  deadlineSeconds: number
  /** Recovers the signer of a sender's consent (EIP-712). */
  verifier: TypedDataVerifier
}

/** A sender's request for a signed collection, as a driver parsed it; lowercase addresses. */
export interface BridgeCollectionRequest {
  readonly sender: string
  readonly recipient: string
  /** Whole token units ("1.5"), parsed with the token's decimals once the token is known. */
  readonly amountText: string
  readonly targetChainId: number
  /** The token's symbol, in any case. */
  readonly symbolText: string
  readonly consent: SignedBridgeConsent
}

/** A request whose sender's consent verified (BridgeCollectionService.consent): the terms it consented to. */
export interface ConsentedBridgeRequest extends Omit<BridgeConsent, 'nonce' | 'deadline'> {
  /** The key of `bridge.tokens`. */
  readonly symbol: string
  readonly consentNonce: bigint
}

/**
 * The bridge's writes on the server (spec section 7, issues 16 and 26): a signed collection that reserves the sender's
 * quota once the sender consented, and a code's early return. Every check runs before anything is reserved.
 */
export class BridgeCollectionService {
  constructor(private readonly deps: BridgeCollectionServiceDeps) {}

  /**
   * Checks the request (recipient, target chain, listed token, amount) and the sender's consent (checkBridgeConsent:
   * the sender's EIP-712 signature of exactly these terms on the source chain, within its deadline on that chain's
   * indexed time) — before any node is asked or anything reserved, so a stranger's request costs the sender nothing.
   * The consent's nonce is spent by `sign`'s reservation.
   *
   * @throws ZeroBridgeRecipientError, NoBridgeToChainError, TokenNotBridgedError, the amount's errors
   *   (parseWholeAmount), BridgeConsentRejectedError.
   */
  async consent(request: BridgeCollectionRequest): Promise<ConsentedBridgeRequest> {
    const { sender, recipient, targetChainId, symbolText, consent } = request
    if (BigInt(recipient) === 0n) throw new ZeroBridgeRecipientError()
    const source = servedBridges(this.deps.records).find(({ bridge }) => bridge.peerChainId === targetChainId)
    if (!source) throw new NoBridgeToChainError(targetChainId)
    const { record, bridge, contract } = source
    const symbol = Object.keys(bridge.tokens).find((key) => key.toUpperCase() === symbolText.toUpperCase())
    const listed = symbol === undefined ? undefined : bridge.tokens[symbol]
    if (!symbol || !listed) throw new TokenNotBridgedError(symbolText, Object.keys(bridge.tokens))
    const token = listed.address.toLowerCase()
    const amount = parseWholeAmount(request.amountText, tokenDecimals(record, token))
    // on the source chain's time, as the sender's deadline was set (its indexed head; the clock only before any is)
    const head = await this.deps.heads.head(record.chainId)
    const chainNow = head?.timestamp ?? Math.floor(this.deps.clock.now() / 1000)
    const terms = { sourceChainId: record.chainId, bridge: contract, sender, recipient, token, amount, targetChainId }
    await checkBridgeConsent({ ...terms, ...consent }, consent.signature, chainNow, this.deps.verifier)
    return { ...terms, symbol, consentNonce: consent.nonce }
  }

  /**
   * For a request whose consent verified: checks the listing on chain, the balance and the payout, reserves the quota
   * atomically (spending the consent's nonce: a replay reserves nothing) and signs the collection on the source chain
   * (the peer of the target).
   *
   * @throws BridgeTokenPausedError, BelowBridgeMinimumError, BridgeBalanceTooLowError, NothingArrivesError,
   *   NoAuraPriceError, BridgeQuotaExceededError, BridgeConsentRejectedError (replayed), ChainNodeUnavailableError.
   */
  async sign(request: ConsentedBridgeRequest): Promise<BridgeSignatureView> {
    const { sender, recipient, token, amount, targetChainId, symbol, sourceChainId } = request
    const { record, bridge, contract } = servedBridges(this.deps.records).find(
      (served) => served.record.chainId === sourceChainId,
    )!
    const [balance, terms] = await Promise.all([
      this.deps.reads.balanceOf(sourceChainId, token, sender),
      this.deps.reads.tokenTerms(sourceChainId, contract, token),
    ]).catch((cause) => {
      throw new ChainNodeUnavailableError(sourceChainId, cause)
    })
    const decimals = tokenDecimals(record, token)
    if (!terms.listed) throw new BridgeTokenPausedError(symbol)
    if (amount < terms.minAmount) throw new BelowBridgeMinimumError(terms.minAmount, { symbol, decimals })
    if (balance < amount) throw new BridgeBalanceTooLowError(symbol, balance, formatUnits(balance, decimals))
    const amounts = bridgeAmounts(amount, terms)
    if (amounts.payout === 0n) throw new NothingArrivesError()
    const { aura, prices } = await this.deps.quotas.auraPrices(sourceChainId)
    const quotaAmount = auraValue(amount, token, aura ?? '', prices)
    const { records, heads, clock } = this.deps
    const now = await chainTime(records, heads, clock)
    // the contract checks the deadline against the source chain's block time: count it on that clock alone
    const sourceNow = await chainTime(records, heads, clock, sourceChainId)
    const reservation = await this.deps.reservations.reserve(
      {
        sourceChainId,
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
      await this.deps.quotas.daily(sender),
      now,
    )
    const { code, nonce, deadline } = reservation
    const { destroyAmount, fee, payout } = amounts
    const voucher = { chainId: sourceChainId, bridge: contract, sender, token, amount, destroyAmount, fee }
    const { v, r, s } = await signCollectionVoucher(this.deps.signer, { ...voucher, code, nonce, deadline })
    const destroyAddress = bridge.destroyAddress.toLowerCase()
    return {
      totalAmount: amount,
      destroyAmount,
      destroyAddress,
      fee,
      payout,
      deadline,
      code,
      nonce,
      v,
      r,
      s,
      token,
      sourceChainId,
      targetChainId,
      bridge: contract,
      quotaAmount,
    }
  }

  /** Gives a code's quota back early when it can no longer land; answers a code already returned again. */
  async returnQuota(sender: string, recipient: string, code: string): Promise<{ code: string; returned: bigint }> {
    const now = Math.floor(this.deps.clock.now() / 1000)
    const reservation = await this.deps.reservations.returnEarly(code, sender, recipient, now)
    return { code: reservation.code, returned: reservation.quotaAmount }
  }
}
