import { runInAction } from 'mobx'
import type { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { Token } from '../../../domain/currency/Token'
import type { ActionServices, DomainServices } from '../../../domain/DomainServices'
import type { DkExchangeOrder } from '../../../domain/exchange/DkExchangeAction'
import { type DkDirection, dkConversionOut } from '../../../domain/exchange/dkConversion'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import type { DkConvertConfigView, ExchangeApi } from '../../../ports/ExchangeApi'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import { ApproveThenSend } from '../../stores/ApproveThenSend'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { exchangeFailureText } from '../../stores/exchangeFailureText'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { restartingReaction } from '../../stores/restartingReaction'
import { sendSettled } from '../../stores/sendSettled'
import { spendApprovalState } from '../../stores/spendApprovalState'
import type { Translate } from '../../stores/Translate'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import { watchSpendable } from '../../stores/watchSpendable'
import { continueApprovedExchange } from './continueApprovedExchange'

/**
 * The `/exchange` screen's view model, the dog-token exchange (spec sections 4 and 5): the direction (DK into DK2 or
 * back), the amount with Max, what arrives after the converter's fee, the recipient (the account unless changed;
 * required). The screen shows the API's terms; Exchange runs DkExchangeAction's checks on the terms and the balance
 * read from the chain now, approves the converter when the allowance falls short (a successConTr notice), and
 * continues with the exchange by itself once the approval shows in the allowance.
 */
export class DkExchangeStore {
  direction: DkDirection = 'toDk2'
  amountText = ''
  /** What the user typed as recipient; `undefined` until then (the account is the default). */
  recipientText: string | undefined = undefined
  config: DkConvertConfigView | undefined = undefined
  /** The wallet's DK and DK2, per block. */
  balances: readonly [bigint | undefined, bigint | undefined] = [undefined, undefined]
  /** What the converter may move of the wallet's DK and DK2, per block. */
  allowances: readonly [bigint | undefined, bigint | undefined] = [undefined, undefined]
  sending = false
  /** Approve first; the exchange then goes by itself. */
  readonly step: ApproveThenSend

  constructor(
    readonly session: CrossChainSession,
    private readonly api: ExchangeApi,
    private readonly live: LiveChainReads,
    private readonly services: Pick<DomainServices, 'approval'> & Pick<ActionServices, 'dkExchangeAction'>,
    readonly notices: NoticeStore,
    readonly t: Translate,
    /** The user's slippage tolerance and deadline: the conversion's minimum output and deadline. */
    private readonly settings: Pick<UserSettingsStore, 'settings'>,
  ) {
    this.step = new ApproveThenSend(services.approval, () => this.approval)
    observableExcept(this, ['session', 'api', 'live', 'settings', 'services', 'notices', 't', 'step'])
  }

  private get at(): 0 | 1 {
    return this.direction === 'toDk2' ? 0 : 1
  }

  get dk(): Token | undefined {
    return this.config && this.session.tokenOf(this.session.chainId, this.config.dk)
  }

  get dk2(): Token | undefined {
    return this.config && this.session.tokenOf(this.session.chainId, this.config.dk2)
  }

  get tokenIn(): Token | undefined {
    return this.direction === 'toDk2' ? this.dk : this.dk2
  }

  get tokenOut(): Token | undefined {
    return this.direction === 'toDk2' ? this.dk2 : this.dk
  }

  get balance(): bigint | undefined {
    return this.balances[this.at]
  }

  get amount(): CurrencyAmount | undefined {
    return this.tokenIn ? parseTypedAmount(this.amountText, this.tokenIn) : undefined
  }

  /** What the recipient receives after the fee, in `tokenOut` base units (`undefined` without an amount). */
  get amountOut(): bigint | undefined {
    const raw = this.amount?.raw
    return raw === undefined || !this.config ? undefined : dkConversionOut(this.direction, raw, this.config)
  }

  get recipient(): string {
    return this.recipientText ?? this.session.account ?? ''
  }

  get approval(): ApprovalState {
    const { tokenIn, config, amount } = this
    const allowance = this.allowances[this.at]
    return spendApprovalState(this.session, { token: tokenIn, spender: config?.pool, amount, allowance })
  }

  /** Approve first: the button reads Approve (Approving while pending) until the allowance covers the amount. */
  get needsApproval(): boolean {
    return approvalNeeded(this.approval)
  }

  switchDirection(): void {
    this.direction = this.direction === 'toDk2' ? 'toDk' : 'toDk2'
    this.amountText = ''
    this.step.reset()
  }

  type(text: string): void {
    this.amountText = text
  }

  typeRecipient(text: string): void {
    this.recipientText = text
  }

  setMax(): void {
    const { tokenIn, balance } = this
    if (tokenIn && balance !== undefined) this.amountText = formatUnits(balance, tokenIn.decimals)
  }

  /** Reads the converter's terms on every chain change and follows the wallet's balances and allowances per block;
   * continues an approved exchange by itself. Returns the stop function. */
  watch(): () => void {
    const stopReads = restartingReaction(
      () => [this.session.chainId, this.session.account] as const,
      ([chainId, account]) => {
        let stopLive: (() => void) | undefined
        let stopped = false
        this.recipientText = undefined
        void this.load(chainId).then((config) => {
          if (stopped || !config || !account || chainId !== this.session.chainId) return
          const spendable = { chainId, owner: account, spender: config.pool, tokens: [config.dk, config.dk2] }
          stopLive = watchSpendable(this.live, spendable, {
            balances: ([a, b]) => (this.balances = [a, b]),
            allowances: ([a, b]) => (this.allowances = [a, b]),
          })
        })
        return () => {
          stopped = true
          stopLive?.()
        }
      },
      { fireImmediately: true },
    )
    const stopApproved = continueApprovedExchange(this, () => this.send())
    return () => {
      stopReads()
      stopApproved()
    }
  }

  /**
   * Runs the exchange action's checks on the converter's terms and the balance read now, approves when needed (the
   * exchange then follows by itself), else exchanges. A refusal is shown and sends nothing.
   */
  async submit(): Promise<void> {
    const order = this.order()
    if (!order) return
    await this.step.checkThenApproveOrSend({
      sending: this.sending,
      prepare: async () => {
        const { target, tokenIn, amount } = await this.services.dkExchangeAction.prepare(order)
        return { target, token: tokenIn, amount }
      },
      send: () => this.send(),
      fail: (error) => this.fail(error),
    })
  }

  private async load(chainId: number): Promise<DkConvertConfigView | undefined> {
    this.config = undefined
    try {
      const config = await this.api.dkConfig(chainId)
      if (chainId === this.session.chainId) runInAction(() => (this.config = config))
      return config
    } catch {
      return undefined // the reporting API has shown it
    }
  }

  /** The exchange the form asks for, once the account and the converter are known. */
  private order(): DkExchangeOrder | undefined {
    const { tokenIn, tokenOut, config } = this
    const { chainId, account } = this.session
    if (!tokenIn || !tokenOut || !config || !account) return undefined
    return {
      target: { chainId, contract: config.pool, account },
      direction: this.direction,
      amount: this.amountText,
      recipient: this.recipient,
      slippageBips: this.settings.settings.userSlippageTolerance,
      deadlineSeconds: this.settings.settings.userDeadline,
      tokenOf: (address) => this.session.tokenOf(chainId, address),
    }
  }

  /** Exchanges after the same checks, read again: the terms or the balance may have moved since the approval. */
  private async send(): Promise<void> {
    const order = this.order()
    if (!order) return
    const action = this.services.dkExchangeAction
    await sendSettled(this, {
      busy: (busy) => (this.sending = busy),
      send: async () => action.exchange(await action.prepare(order)),
      texts: { success: 'exchange.exSuccess', failure: 'exchange.error.failed' },
      succeeded: () => (this.amountText = ''),
      fail: (error) => this.fail(error),
    })
  }

  fail(error: unknown): void {
    const text = exchangeFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
