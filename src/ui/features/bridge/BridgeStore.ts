import { reaction, runInAction, when } from 'mobx'
import type { ApprovalRequest, ApprovalService } from '../../../domain/approval/ApprovalService'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import type {
  BridgeQuote,
  BridgeService,
  BridgeStep,
  PreparedBridgeTransfer,
} from '../../../domain/bridge/BridgeService'
import type { BridgeTransferInput } from '../../../domain/bridge/checkBridgeTransfer'
import { createToken } from '../../../domain/currency/createToken'
import type { Token } from '../../../domain/currency/Token'
import { TransactionRevertedError } from '../../../domain/errors/TransactionRevertedError'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import type { BridgeChainView, BridgeTokenView } from '../../../ports/BridgeApi'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { restartingReaction } from '../../stores/restartingReaction'
import { spendApprovalState } from '../../stores/spendApprovalState'
import type { Translate } from '../../stores/Translate'
import { watchTokenSpendable } from '../../stores/watchTokenSpendable'
import { BridgeTransferStore } from './BridgeTransferStore'
import { bridgeFailureText } from './bridgeFailureText'

/**
 * `/acrossChain`'s view model (spec sections 2, 4 and 5; issue 16, item 6): the token (among those the bridge carries
 * from the wallet's chain), the amount with Max and the balance, the recipient (the account unless changed), the
 * target chain, and what the transfer comes to — fee, destroy amount, what arrives, the quota left today. Transfer
 * runs BridgeService's checks (prepare), has the server sign (its quota and rate limit refuse before anything is
 * approved), approves the bridge when the allowance falls short and goes on by itself once the approval shows in the
 * allowance, then sends the collection; the live status panel (BridgeTransferStore) follows it.
 */
export class BridgeStore {
  chains: readonly BridgeChainView[] | undefined = undefined
  /** The token chosen; `undefined`: the first the bridge carries. */
  chosenSymbol: string | undefined = undefined
  amountText = ''
  /** What the user typed as recipient; `undefined` until then (the account is the default). */
  recipientText: string | undefined = undefined
  balance: bigint | undefined = undefined
  allowance: bigint | undefined = undefined
  /** Where the transfer under way stands, after the checks. */
  phase: 'idle' | BridgeStep = 'idle'
  readonly panel: BridgeTransferStore

  constructor(
    readonly session: CrossChainSession,
    private readonly bridge: BridgeService,
    private readonly approvals: Pick<ApprovalService, 'approve'>,
    private readonly live: LiveChainReads,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    this.panel = new BridgeTransferStore(session, bridge, notices, t, () => void this.reloadConfig())
    observableExcept(this, ['session', 'bridge', 'approvals', 'live', 'notices', 't', 'panel'])
  }

  /** The wallet's chain's part of the config; `undefined` off the bridge's chains or before it loads. */
  get source(): BridgeChainView | undefined {
    return this.chains?.find((chain) => chain.chainId === this.session.chainId)
  }

  get tokens(): readonly BridgeTokenView[] {
    return this.source?.tokens ?? []
  }

  get tokenView(): BridgeTokenView | undefined {
    const { tokens, chosenSymbol } = this
    return tokens.find((token) => token.symbol === chosenSymbol) ?? tokens[0]
  }

  get token(): Token | undefined {
    const view = this.tokenView
    if (!view) return undefined
    try {
      const { chainId } = this.session
      return createToken({ chainId, address: view.address, decimals: view.decimals, symbol: view.symbol })
    } catch {
      return undefined // a config this app cannot use: the form stays disabled
    }
  }

  get targetChainId(): number | undefined {
    return this.source?.peerChainId
  }

  /** The amount typed, exactly; `undefined` when empty, zero or not a number. */
  get amount(): bigint | undefined {
    try {
      return this.token ? parseTypedAmount(this.amountText, this.token)?.raw : undefined
    } catch {
      return undefined
    }
  }

  /** Fee, destroy amount, payout and the quota left; `undefined` until the config names the token. */
  get quote(): BridgeQuote | undefined {
    const { chains, tokenView } = this
    return chains && tokenView
      ? this.bridge.quote(chains, this.session.chainId, tokenView.symbol, this.amount)
      : undefined
  }

  get recipient(): string {
    return this.recipientText ?? this.session.account ?? ''
  }

  get approval(): ApprovalState {
    const { token, amount } = this
    const toApprove = token && amount ? { currency: token, raw: amount } : undefined
    return spendApprovalState(this.session, {
      token,
      spender: this.source?.bridge,
      amount: toApprove,
      allowance: this.allowance,
    })
  }

  /** Approve first: the button reads Approve (Approving while pending) until the allowance covers the amount. */
  get needsApproval(): boolean {
    return approvalNeeded(this.approval)
  }

  get busy(): boolean {
    return this.phase !== 'idle'
  }

  chooseToken(symbol: string): void {
    if (symbol === this.tokenView?.symbol) return
    this.chosenSymbol = symbol
    this.amountText = ''
  }

  type(text: string): void {
    this.amountText = text
  }

  typeRecipient(text: string): void {
    this.recipientText = text
  }

  setMax(): void {
    const { token, balance } = this
    if (token && balance !== undefined) this.amountText = formatUnits(balance, token.decimals)
  }

  /** Transfers the other way: asks the wallet to switch to the target chain. */
  async switchDirection(): Promise<void> {
    const target = this.targetChainId
    if (target !== undefined) await this.session.switchNetwork(target)
  }

  /**
   * Reads the config on every account change and follows the chosen token's balance and allowance on the wallet's
   * chain. Returns the stop function.
   */
  watch(): () => void {
    const stopConfig = reaction(
      () => this.session.account,
      () => {
        this.recipientText = undefined
        void this.reloadConfig()
      },
      { fireImmediately: true },
    )
    const stopReads = restartingReaction(
      () => [this.session.chainId, this.session.account, this.tokenView?.address, this.source?.bridge] as const,
      ([chainId, account, token, spender]) => {
        this.balance = undefined
        this.allowance = undefined
        return watchTokenSpendable(
          this.live,
          { chainId, owner: account, spender, token },
          { balance: (b) => (this.balance = b), allowance: (a) => (this.allowance = a) },
        )
      },
      { fireImmediately: true },
    )
    // a transfer followed before the screen closed goes on showing where it stands
    this.panel.resume()
    return () => {
      stopConfig()
      stopReads()
      this.panel.pause()
    }
  }

  /**
   * Checks the transfer (BridgeService.prepare) and sends it: the server signs first, then the bridge is approved when
   * the allowance falls short (the transfer goes on by itself once the approval shows), then the collection.
   */
  async submit(): Promise<void> {
    if (this.busy) return
    const token = this.token
    try {
      const prepared = await this.bridge.prepare(this.input())
      if (!token) return
      const request = {
        chainId: prepared.source.chainId,
        account: prepared.account,
        spender: prepared.source.bridge,
        token,
        amount: prepared.amount,
      }
      await this.send(prepared, this.needsApproval ? () => this.approveAndWait(request) : undefined)
    } catch (error) {
      this.fail(error)
    }
  }

  /** Reads both chains' config and the account's quota again (after a transfer moves). */
  async reloadConfig(): Promise<void> {
    const account = this.session.account
    if (!account) {
      this.chains = undefined
      return
    }
    try {
      const chains = await this.bridge.config(account)
      if (account === this.session.account) runInAction(() => (this.chains = chains))
    } catch {
      // the reporting API has shown it
    }
  }

  private input(): BridgeTransferInput {
    return {
      account: this.session.account,
      sourceChainId: this.session.chainId,
      chains: this.chains ?? [],
      symbol: this.tokenView?.symbol ?? '',
      amountText: this.amountText,
      balance: this.balance ?? 0n,
      recipient: this.recipient,
    }
  }

  /** Sends the approval unless one is pending, and resolves once the allowance shows it (throws when it fails). */
  private async approveAndWait(request: ApprovalRequest): Promise<void> {
    const sent = this.approval === ApprovalState.NOT_APPROVED ? await this.approvals.approve(request) : undefined
    const failed = () => !!sent && this.session.statusOf(sent.hash) === 'failed'
    await when(() => this.approval === ApprovalState.APPROVED || failed())
    if (failed()) throw new TransactionRevertedError(`Approve ${request.token.symbol}`, sent!.hash)
    this.notices.show('success', this.t('bridge.successConTr'))
  }

  private async send(prepared: PreparedBridgeTransfer, approve: (() => Promise<void>) | undefined): Promise<void> {
    const { token, amounts } = prepared
    try {
      const sent = await this.bridge.send(prepared, {
        onStep: (step) => runInAction(() => (this.phase = step)),
        ...(approve ? { approve } : {}),
      })
      this.panel.follow(sent, {
        symbol: token.symbol,
        amount: amounts.amount,
        payout: amounts.payout,
        decimals: token.decimals,
      })
      runInAction(() => (this.amountText = ''))
    } finally {
      runInAction(() => (this.phase = 'idle'))
    }
  }

  fail(error: unknown): void {
    const text = bridgeFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
