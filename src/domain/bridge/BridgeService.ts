import type { AccountCode } from '../../ports/AccountCode'
import type {
  BridgeApi,
  BridgeChainView,
  BridgeRecordPage,
  BridgeSignatureView,
  BridgeStatusName,
  BridgeStatusView,
} from '../../ports/BridgeApi'
import type { Clock } from '../../ports/Clock'
import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { NameResolver } from '../../ports/NameResolver'
import type { Nonces } from '../../ports/Nonces'
import type { Submitted, TransactionOutcome, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { TypedDataSigner } from '../../ports/TypedDataSigner'
import { BridgeDeliveryTimeoutError } from '../errors/BridgeDeliveryTimeoutError'
import { BridgeTransferFailedError } from '../errors/BridgeTransferFailedError'
import { InvalidRecipientError } from '../errors/InvalidRecipientError'
import { formatBalance } from '../format/formatBalance'
import { formatUnits } from '../format/formatUnits'
import { classifyRecipient } from '../input/classifyRecipient'
import type { RecipientOverride } from '../input/RecipientOverride'
import { requireSafeRecipient } from '../input/requireSafeRecipient'
import { sendContractCall } from '../transactions/sendContractCall'
import { type BridgeAmounts, bridgeAmounts } from './bridgeAmounts'
import {
  BRIDGE_CONSENT_TTL_SECONDS,
  type BridgeConsent,
  bridgeConsentTypedData,
  type SignedBridgeConsent,
} from './bridgeConsent'
import { type BridgeRoute, bridgeRoute } from './bridgeRoute'
import { checkBridgeSignature } from './checkBridgeSignature'
import { type BridgeTransferInput, type CheckedBridgeTransfer, checkBridgeTransfer } from './checkBridgeTransfer'
import { parseBridgeAmount } from './parseBridgeAmount'

/** What a transfer of an amount comes to, and how much of today's quota is left (AURA wei). */
export interface BridgeQuote extends BridgeRoute {
  /** `undefined` without an amount. */
  readonly amounts: BridgeAmounts | undefined
  readonly quota: bigint
  readonly quotaDaily: bigint
  /** Seconds since the epoch. */
  readonly quotaResetsAt: number
}

/** A transfer on its way: the collection sent, and what was signed for it. */
export interface BridgeSent extends Submitted {
  readonly code: string
  readonly recipient: string
  readonly signature: BridgeSignatureView
  /** How the collection ended on chain (its quota is asked back by the service when it failed). */
  readonly settled: Promise<TransactionOutcome>
}

/** The steps of `transfer` after the checks, as they start (approving only when the driver asks for an approval). */
export type BridgeStep = 'signing' | 'approving' | 'collecting'

/**
 * A transfer that passed every check that can be made before the server is asked (prepare): its route, the account,
 * the exact amount, the recipient's address and what the transfer comes to.
 */
export interface PreparedBridgeTransfer extends CheckedBridgeTransfer {
  readonly recipient: string
  readonly amounts: BridgeAmounts
}

/** What a transfer does between the server's signature and the collection, and how it reports its steps. */
export interface BridgeSendOptions {
  readonly onStep?: (step: BridgeStep) => void
  /**
   * Approves the bridge to take the amount and resolves once the approval is usable (the terminal: mined; the app:
   * seen in the allowance). Called only after the server signed — the quota reserved, the rate limit passed — so that
   * a transfer the server refuses approves nothing; when it fails the quota is asked back.
   */
  readonly approve?: () => Promise<void>
  /** Whether to pay a contract or the zero address anyway (the CLI's --force). */
  readonly recipientOverride?: RecipientOverride
}

/** A status after which nothing more happens to the transfer. */
export const FINAL_BRIDGE_STATUSES: readonly BridgeStatusName[] = ['delivered', 'expired', 'returned']

/** How often a transfer's status is read while it moves (the devnet's blocks come every second). */
export const BRIDGE_STATUS_POLL_MS = 1_000

/**
 * The cross-chain bridge (spec sections 2, 4 and 5; issue 16) for `/acrossChain`, `/record/1` and `fomo bridge`: the
 * server's config and quota, a quote (fee, destroy amount, payout, remaining quota), the transfer itself — the
 * checks in the spec's order, the sender's consent (its wallet signs the request's terms: bridgeConsent, which the
 * server checks before it reserves anything), the server's signature (which reserves the quota) checked against what
 * was asked, the `collectionToken` call; when it fails or is rejected the quota is asked back — then the transfer's
 * status, polled until it is delivered or can no longer be, and the records. Approval comes before the transfer:
 * ApprovalService, by the screen's Approve step or the command.
 */
export class BridgeService {
  constructor(
    readonly api: BridgeApi,
    readonly calls: ContractCalls,
    readonly gas: GasEstimator,
    readonly submitter: TransactionSubmitter,
    private readonly names: NameResolver,
    private readonly clock: Clock,
    /** The sending wallet's EIP-712 signature: the sender's consent. */
    private readonly signer: TypedDataSigner,
    /** The source chain's time: the consent's deadline counts from it. */
    private readonly blockTime: LatestBlockTime,
    /** The consent's nonce: the server accepts a consent once. */
    private readonly nonces: Nonces,
    /** Whether a recipient holds code (requireSafeRecipient). */
    private readonly code: AccountCode,
  ) {}

  /** Both chains' bridge configuration and `account`'s quota. */
  config(account: string): Promise<readonly BridgeChainView[]> {
    return this.api.config(account.toLowerCase())
  }

  /**
   * What sending `amount` (base units) of `symbol` from `sourceChainId` comes to, at the contract's rates, and the
   * quota left today.
   *
   * @throws BridgeChainNotConfiguredError, BridgeTokenNotListedError.
   */
  quote(chains: readonly BridgeChainView[], sourceChainId: number, symbol: string, amount?: bigint): BridgeQuote {
    const route = bridgeRoute(chains, sourceChainId, symbol)
    const { source, token } = route
    const rates = { serviceBps: token.serviceBps, destroyBps: source.destroyBps }
    return {
      ...route,
      amounts: amount === undefined || amount <= 0n ? undefined : bridgeAmounts(amount, rates),
      quota: source.quota,
      quotaDaily: source.quotaDaily,
      quotaResetsAt: source.quotaResetsAt,
    }
  }

  /**
   * The quote of an amount as typed (parseBridgeAmount: the one reading of a bridge amount), for `fomo bridge quote`.
   *
   * @throws BridgeChainNotConfiguredError, BridgeTokenNotListedError, BridgeNegativeAmountError,
   *   BridgeAmountRequiredError, InvalidAmountInputError.
   */
  quoteTyped(
    chains: readonly BridgeChainView[],
    sourceChainId: number,
    symbol: string,
    amountText: string,
  ): BridgeQuote {
    const route = bridgeRoute(chains, sourceChainId, symbol)
    return this.quote(chains, sourceChainId, symbol, parseBridgeAmount(amountText, sourceChainId, route))
  }

  /** The checks before anything is approved or sent (checkBridgeTransfer). */
  check(input: BridgeTransferInput): CheckedBridgeTransfer {
    return checkBridgeTransfer(input)
  }

  /**
   * The address a typed recipient stands for (spec section 5, as the swap's recipient): an address as is, a name
   * through the source chain's name service.
   *
   * @throws InvalidRecipientError for text that is neither, or a name without an address.
   */
  async resolveRecipient(chainId: number, typed: string): Promise<string> {
    const recipient = classifyRecipient(typed)
    if (recipient.kind === 'address') return recipient.address
    if (recipient.kind === 'name') {
      const address = await this.names.resolveName(chainId, recipient.name).catch(() => null)
      if (address) return address
    }
    throw new InvalidRecipientError(typed.trim())
  }

  /**
   * Every check a transfer can pass before the server is asked, in the spec's order (checkBridgeTransfer), then the
   * recipient: resolved (resolveRecipient), not the zero address even with `override.force` (the bridge reverts on it,
   * ZeroAddress, as the DK converter does), and held to the rule of every action that pays someone
   * (requireSafeRecipient: not one of the bridge's tokens or bridges on either chain, not a contract on the source
   * chain or the target chain, unless `override.force`). Returns what the transfer comes to; nothing is signed,
   * approved or sent.
   *
   * @throws as check and resolveRecipient; InvalidRecipientError for the zero address; RiskyRecipientError.
   */
  async prepare(input: BridgeTransferInput, override?: RecipientOverride): Promise<PreparedBridgeTransfer> {
    const checked = this.check(input)
    const recipient = await this.resolveRecipient(input.sourceChainId, input.recipient)
    // a forced transfer to it could only be signed and reserved, then revert: no --force can make it land
    if (BigInt(recipient) === 0n) throw new InvalidRecipientError(recipient)
    const knownContracts = input.chains.flatMap((chain) => [
      chain.bridge,
      ...chain.tokens.flatMap((token) => [token.address, token.remoteAddress]),
    ])
    // paid on the target chain, named on the source: a contract on either is refused (the same address can differ)
    for (const chainId of [checked.source.chainId, checked.targetChainId]) {
      await requireSafeRecipient(this.code, { chainId, recipient, account: checked.account, knownContracts, override })
    }
    const rates = { serviceBps: checked.token.serviceBps, destroyBps: checked.source.destroyBps }
    return { ...checked, recipient, amounts: bridgeAmounts(checked.amount, rates) }
  }

  /**
   * Prepares the transfer (prepare) and sends it (send).
   *
   * @throws as prepare and send.
   */
  async transfer(
    input: BridgeTransferInput,
    onStep: (step: BridgeStep) => void = () => {},
    options: Omit<BridgeSendOptions, 'onStep'> = {},
  ): Promise<BridgeSent> {
    const prepared = await this.prepare(input, options.recipientOverride)
    return this.send(prepared, { ...options, onStep })
  }

  /**
   * Sends a prepared transfer: has the wallet sign the sender's consent (consent), asks the server to sign the
   * collection with it — the server's own checks: the quota, reserved then, its rate limit, the balance it reads —
   * checks the signature's terms, approves the bridge when `options.approve` is given, and sends `collectionToken`
   * from the account. A refusal of the server comes before any transaction. When anything fails after the signature
   * — its terms differ, the approval fails, the call would revert, the wallet refuses — the quota is asked back
   * (`return-convert-currency-limit`; the server gives it back once the code can no longer land, and by itself at
   * the deadline) and the failure is thrown.
   *
   * @throws the wallet's refusal to sign the consent; ApiError for a refusal of the server (consent, quota, rate
   *   limit, balance); BridgeSignatureMismatchError; the approval's errors; BridgeTransferFailedError; the wallet's
   *   TransactionRejectedError.
   */
  async send(prepared: PreparedBridgeTransfer, options: BridgeSendOptions = {}): Promise<BridgeSent> {
    const { account, amount, token, source, targetChainId, recipient } = prepared
    const onStep = options.onStep ?? (() => {})
    onStep('signing')
    const consent = await this.consent({
      sourceChainId: source.chainId,
      bridge: source.bridge,
      sender: account,
      recipient,
      token: token.address,
      amount,
      targetChainId,
    })
    const signature = await this.api.sign({
      account: account.toLowerCase(),
      recipient: recipient.toLowerCase(),
      amount: formatUnits(amount, token.decimals),
      targetChainId,
      symbol: token.symbol,
      consent,
    })
    try {
      checkBridgeSignature(signature, prepared)
      if (options.approve) {
        onStep('approving')
        await options.approve()
      }
      onStep('collecting')
      const { code, destroyAmount, destroyAddress, deadline, v, r, s } = signature
      const sent = await sendContractCall(
        this,
        { chainId: source.chainId, contract: source.bridge, account },
        {
          abi: 'bridge',
          method: 'collectionToken',
          args: [token.address, amount, destroyAmount, destroyAddress, deadline, code, v, r, s],
        },
        BridgeTransferFailedError,
        {
          summary: {
            kind: 'bridge',
            amount: formatBalance(amount, token.decimals),
            symbol: token.symbol,
            targetChain: String(targetChainId),
          },
        },
      )
      const settled = this.submitter.settled(source.chainId, sent.hash)
      // a collection that fails on chain can no longer land: its quota comes back, whichever driver sent it (the
      // terminal's submit already threw for a revert and was handled below)
      void settled.then(
        (outcome) => (outcome === 'failed' ? this.returnQuota(account, recipient, signature.code) : undefined),
        () => undefined,
      )
      return { ...sent, code, recipient, signature, settled }
    } catch (error) {
      await this.returnQuota(account, recipient, signature.code)
      throw error
    }
  }

  /**
   * The sender's consent to a transfer of these terms, signed by the wallet (bridgeConsentTypedData): a fresh nonce,
   * valid for BRIDGE_CONSENT_TTL_SECONDS of the source chain's time. The server reserves nothing without it, so nobody
   * but the sender can hold its quota.
   */
  async consent(terms: Omit<BridgeConsent, 'nonce' | 'deadline'>): Promise<SignedBridgeConsent> {
    const consent: BridgeConsent = {
      ...terms,
      bridge: terms.bridge.toLowerCase(),
      sender: terms.sender.toLowerCase(),
      recipient: terms.recipient.toLowerCase(),
      token: terms.token.toLowerCase(),
      nonce: this.nonces.next(),
      deadline: (await this.blockTime.of(terms.sourceChainId)) + BRIDGE_CONSENT_TTL_SECONDS,
    }
    const { domain, types, value } = bridgeConsentTypedData(consent)
    const signature = await this.signer.signTypedData(domain, types, value)
    return { nonce: consent.nonce, deadline: consent.deadline, signature }
  }

  /**
   * Asks the server to give a code's quota back; resolves with what came back, or 0 when the server keeps it for now
   * (the code can still land: it comes back by itself at the deadline).
   */
  async returnQuota(account: string, recipient: string, code: string): Promise<bigint> {
    try {
      return await this.api.returnQuota(account.toLowerCase(), recipient.toLowerCase(), code)
    } catch {
      return 0n
    }
  }

  status(code: string): Promise<BridgeStatusView> {
    return this.api.status(code)
  }

  /**
   * Reads the status of `code` now and every `intervalMs` until it is final (delivered, expired, returned), telling
   * each answer to `onStatus` and each failed read to `onError` (the next read goes on). Returns the stop function.
   */
  watchStatus(
    code: string,
    onStatus: (status: BridgeStatusView) => void,
    options: { readonly intervalMs?: number; readonly onError?: (error: unknown) => void } = {},
  ): () => void {
    const intervalMs = options.intervalMs ?? BRIDGE_STATUS_POLL_MS
    let stopped = false
    let cancel = () => {}
    const read = async () => {
      try {
        const status = await this.api.status(code)
        if (stopped) return
        onStatus(status)
        if (FINAL_BRIDGE_STATUSES.includes(status.status)) return
      } catch (error) {
        if (stopped) return
        options.onError?.(error)
      }
      cancel = this.clock.schedule(intervalMs, () => void read())
    }
    void read()
    return () => {
      stopped = true
      cancel()
    }
  }

  /**
   * Resolves with the final status of `code` (watchStatus), telling each status on the way to `onStatus`.
   *
   * @throws BridgeDeliveryTimeoutError when it is not final within `timeoutMs`.
   */
  waitForFinal(
    code: string,
    options: {
      readonly timeoutMs: number
      readonly intervalMs?: number
      readonly onStatus?: (status: BridgeStatusView) => void
    },
  ): Promise<BridgeStatusView> {
    return new Promise((resolve, reject) => {
      let last: BridgeStatusView | undefined
      const stop = this.watchStatus(
        code,
        (status) => {
          last = status
          options.onStatus?.(status)
          if (!FINAL_BRIDGE_STATUSES.includes(status.status)) return
          cancelTimeout()
          resolve(status)
        },
        { ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }) },
      )
      const cancelTimeout = this.clock.schedule(options.timeoutMs, () => {
        stop()
        reject(new BridgeDeliveryTimeoutError(code, last?.status ?? 'unknown', Math.round(options.timeoutMs / 1000)))
      })
    })
  }

  /** One page of `account`'s transfers on both chains, newest first. */
  records(account: string, page: number): Promise<BridgeRecordPage> {
    return this.api.records(account.toLowerCase(), Math.max(1, Math.floor(page)))
  }
}
