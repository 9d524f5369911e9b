import type { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { Token } from '../../../domain/currency/Token'
import type { ActionServices, DomainServices } from '../../../domain/DomainServices'
import type { HjwInvestOrder } from '../../../domain/exchange/HjwInvestAction'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import type { InvestmentReads, InvestmentTerms } from '../../../ports/InvestmentReads'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import { ApproveThenSend } from '../../stores/ApproveThenSend'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { exchangeFailureText } from '../../stores/exchangeFailureText'
import { LatestRequest } from '../../stores/LatestRequest'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { restartingReaction } from '../../stores/restartingReaction'
import { sendSettled } from '../../stores/sendSettled'
import { spendApprovalState } from '../../stores/spendApprovalState'
import type { Translate } from '../../stores/Translate'
import { watchTokenSpendable } from '../../stores/watchTokenSpendable'
import { continueApprovedExchange } from './continueApprovedExchange'

/**
 * The `/exchangeHjw` screen's view model, the HJW exchange (spec sections 4 and 5): only on the investment chain
 * (elsewhere the screen says goToHecoEx and offers the switch), closed once the chain's time reaches the contract's
 * `closeTime` (read on chain: the API has none), the amount with Max. Exchange runs HjwInvestAction's checks first,
 * approves the investment contract when the allowance falls short, then invests by itself once it shows.
 */
export class HjwExchangeStore {
  amountText = ''
  terms: InvestmentTerms | undefined = undefined
  balance: bigint | undefined = undefined
  allowance: bigint | undefined = undefined
  sending = false
  /** Approve first; the investment then goes by itself. */
  readonly step: ApproveThenSend
  private readonly latest = new LatestRequest()

  constructor(
    readonly session: CrossChainSession,
    /** The chain whose investment contract takes HJW (its deployment record names `investToken`). */
    readonly investmentChainId: number,
    private readonly reads: InvestmentReads,
    private readonly live: LiveChainReads,
    private readonly services: Pick<DomainServices, 'approval'> & Pick<ActionServices, 'hjwInvestAction'>,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    this.step = new ApproveThenSend(services.approval, () => this.approval)
    observableExcept(this, [
      'session',
      'investmentChainId',
      'reads',
      'live',
      'services',
      'notices',
      't',
      'latest',
      'step',
    ])
  }

  /** Whether the wallet shows the investment chain (else: goToHecoEx and the switch button). */
  get onInvestmentChain(): boolean {
    return this.session.chainId === this.investmentChainId
  }

  get contract(): string | undefined {
    return this.onInvestmentChain ? this.session.contracts.investment : undefined
  }

  get token(): Token | undefined {
    const address = this.session.deploymentOf(this.investmentChainId)?.investToken
    return address ? this.session.tokenOf(this.investmentChainId, address) : undefined
  }

  /** Closed once the chain's latest block reaches the close time (the contract refuses from then on). */
  get closed(): boolean {
    return !!this.terms && this.terms.now >= this.terms.closeTime
  }

  get amount(): CurrencyAmount | undefined {
    return this.token ? parseTypedAmount(this.amountText, this.token) : undefined
  }

  get approval(): ApprovalState {
    const { token, contract, amount, allowance } = this
    return spendApprovalState(this.session, { token, spender: contract, amount, allowance })
  }

  get needsApproval(): boolean {
    return approvalNeeded(this.approval)
  }

  type(text: string): void {
    this.amountText = text
  }

  setMax(): void {
    const { token, balance } = this
    if (token && balance !== undefined) this.amountText = formatUnits(balance, token.decimals)
  }

  switchNetwork(): Promise<void> {
    return this.session.switchNetwork(this.investmentChainId)
  }

  /** Reads the close on every chain or account change, follows the HJW balance and allowance per block and
   * continues an approved exchange by itself; returns the stop function. */
  watch(): () => void {
    const stopReads = restartingReaction(
      () => [this.session.chainId, this.session.account, this.contract, this.token?.address] as const,
      ([chainId, account, contract, token]) => {
        this.amountText = ''
        this.terms = undefined
        void this.refresh()
        return watchTokenSpendable(
          this.live,
          { chainId, owner: account, spender: contract, token },
          { balance: (b) => (this.balance = b), allowance: (a) => (this.allowance = a) },
        )
      },
      { fireImmediately: true },
    )
    const stopApproved = continueApprovedExchange(this, () => this.send())
    return () => {
      stopReads()
      stopApproved()
    }
  }

  /** Reads the contract's close time and the chain's time (nothing off the investment chain). */
  async refresh(): Promise<void> {
    const { contract } = this
    if (!contract) {
      this.latest.drop()
      return
    }
    await this.latest.run(
      () => this.reads.termsOf(this.investmentChainId, contract),
      (terms) => (this.terms = terms),
      (error) => this.fail(error),
    )
  }

  /**
   * Runs the investment action's checks on the close, the chain's time and the balance read now, approves when needed
   * (the investment then follows by itself), else invests. A refusal is shown and sends nothing.
   */
  async submit(): Promise<void> {
    const order = this.order()
    if (!order) return
    await this.step.checkThenApproveOrSend({
      sending: this.sending,
      prepare: () => this.services.hjwInvestAction.prepare(order),
      send: () => this.send(),
      fail: (error) => this.fail(error),
    })
  }

  /** The investment the form asks for, once the account, the contract and its token are known. */
  private order(): HjwInvestOrder | undefined {
    const { token, contract } = this
    const { chainId, account } = this.session
    if (!token || !account || !contract) return undefined
    const target = { chainId, contract, account }
    return { target, token, investmentChainId: this.investmentChainId, amount: this.amountText }
  }

  /** Invests after the same checks, read again: the close or the balance may have moved since the approval. */
  private async send(): Promise<void> {
    const order = this.order()
    if (!order) return
    const action = this.services.hjwInvestAction
    await sendSettled(this, {
      busy: (busy) => (this.sending = busy),
      send: async () => action.invest(await action.prepare(order)),
      texts: { success: 'exchange.exSuccess', failure: 'exchange.error.failed' },
      succeeded: () => {
        this.amountText = ''
        void this.refresh()
      },
      fail: (error) => this.fail(error),
    })
  }

  fail(error: unknown): void {
    const text = exchangeFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
