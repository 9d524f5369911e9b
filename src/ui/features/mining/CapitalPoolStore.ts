import type { Token } from '../../../domain/currency/Token'
import type { ActionServices } from '../../../domain/DomainServices'
import { DepositInTermError } from '../../../domain/errors/DepositInTermError'
import { formatUnits } from '../../../domain/format/formatUnits'
import type { MiningTarget } from '../../../domain/mining/MiningService'
import { capitalWithdrawalRefusal } from '../../../domain/mining/withdrawalRefusal'
import type { CapitalPoolReads, CapitalPoolSnapshot, CapitalTokenFigures } from '../../../ports/CapitalPoolReads'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import { LatestRequest } from '../../stores/LatestRequest'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import type { ProgrammeSession } from '../../stores/ProgrammeSession'
import { restartingReaction } from '../../stores/restartingReaction'
import { sendSettled } from '../../stores/sendSettled'
import type { Translate } from '../../stores/Translate'
import { watchTokenSpendable } from '../../stores/watchTokenSpendable'
import { capitalFailureText } from './capitalFailureText'

/** One line of the account's deposits: the any-time balance of a token (term 0, no unlock time) or a fixed-term
 * deposit with its term in days (`undefined` for an option the screen does not know) and unlock time in seconds. */
export interface CapitalDepositRow {
  key: string
  token: Token
  amount: bigint
  termDays: number | undefined
  unlockAt: number | undefined
}

/** Whose figures the pool is read for when no wallet is connected: nobody's (the options still show). */
const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The `/capitalPool` screen's view model (spec sections 4 and 5): the pool's listed tokens among the chain's deployed
 * ones, its options with their terms (0: any time), the account's balance in the pool and what is withdrawable now
 * (read through the app's multicall), the wallet balance and allowance (live, per block), and Withdraw with an amount
 * up to what is withdrawable. The deposit form is CapitalDepositStore. Outcomes show as 2-second notices.
 */
export class CapitalPoolStore {
  chosenToken: string | undefined = undefined
  withdrawText = ''
  snapshot: CapitalPoolSnapshot | undefined = undefined
  walletBalance: bigint | undefined = undefined
  allowance: bigint | undefined = undefined
  withdrawing = false
  /** The read whose answer is shown: an older one that answers late is dropped. */
  private readonly latest = new LatestRequest()

  constructor(
    readonly session: ProgrammeSession,
    /** The chain's deployed tokens: the pool's listed ones among them are offered. */
    private readonly tokensOf: (chainId: number) => readonly Token[],
    private readonly reads: CapitalPoolReads,
    private readonly live: LiveChainReads,
    private readonly services: Pick<ActionServices, 'capitalWithdrawAction'>,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    observableExcept(this, ['session', 'tokensOf', 'reads', 'live', 'services', 'notices', 't', 'latest'])
  }

  /** The chain's capital pool (its deployment record). */
  get address(): string | undefined {
    return this.session.contracts.capitalPool
  }

  get candidates(): readonly Token[] {
    return this.tokensOf(this.session.chainId)
  }

  /** The tokens the pool takes, once read. */
  get tokens(): Token[] {
    const figures = this.snapshot?.tokens
    return figures ? this.candidates.filter((_, i) => figures[i]?.listed) : []
  }

  get token(): Token | undefined {
    const chosen = this.chosenToken?.toLowerCase()
    return this.tokens.find((token) => token.address.toLowerCase() === chosen) ?? this.tokens[0]
  }

  get figures(): CapitalTokenFigures | undefined {
    const { token, snapshot } = this
    const address = token?.address.toLowerCase()
    const at = this.candidates.findIndex((candidate) => candidate.address.toLowerCase() === address)
    return at === -1 ? undefined : snapshot?.tokens[at]
  }

  /** The account's deposits in every listed token, token by token: the any-time balance, then each fixed-term
   * deposit, oldest first. */
  get depositRows(): CapitalDepositRow[] {
    const figures = this.snapshot?.tokens
    if (!figures) return []
    return this.candidates.flatMap((token, i) => {
      const held = figures[i]
      if (!held?.listed) return []
      const free: CapitalDepositRow[] =
        held.free > 0n
          ? [{ key: `${token.address}:free`, token, amount: held.free, termDays: 0, unlockAt: undefined }]
          : []
      const terms = held.deposits.map((record) => ({
        key: `${token.address}:${record.id}`,
        token,
        amount: record.amount,
        termDays: record.termDays,
        unlockAt: record.unlockAt,
      }))
      return [...free, ...terms]
    })
  }

  /** Nothing of the chosen token is withdrawable now: the Withdraw button is grey (a tap still says why). */
  get nothingWithdrawable(): boolean {
    return this.figures !== undefined && this.figures.withdrawable === 0n
  }

  /** When every deposit of the chosen token is in its term: how much and until when, said under Withdraw. */
  get inTermText(): string | undefined {
    const { token, figures } = this
    if (!token || !figures) return undefined
    const refusal = capitalWithdrawalRefusal(0n, figures.withdrawable, figures.deposits, token)
    return refusal instanceof DepositInTermError ? capitalFailureText(refusal, this.t) : undefined
  }

  get options(): CapitalPoolSnapshot['options'] {
    return this.snapshot?.options ?? []
  }

  chooseToken(address: string): void {
    this.chosenToken = address
    this.withdrawText = ''
  }

  typeWithdraw(text: string): void {
    this.withdrawText = text
  }

  setMaxWithdraw(): void {
    const { token, figures } = this
    if (token && figures) this.withdrawText = formatUnits(figures.withdrawable, token.decimals)
  }

  // ---- loading and following -----------------------------------------------------------------------------------

  /** Reads the pool on every chain, account or token change; the wallet balance and allowance per block. Returns
   * the stop function. */
  watch(): () => void {
    return restartingReaction(
      () => [this.session.chainId, this.session.account, this.address, this.token?.address] as const,
      ([chainId, account, pool, token]) => {
        void this.refresh()
        return watchTokenSpendable(
          this.live,
          { chainId, owner: account, spender: pool, token },
          { balance: (b) => (this.walletBalance = b), allowance: (a) => (this.allowance = a) },
        )
      },
      { fireImmediately: true },
    )
  }

  /** Reads the options and the account's figures in every candidate token (failures show as a notice). */
  async refresh(): Promise<void> {
    const { address, candidates } = this
    const { chainId, account } = this.session
    if (!address) return
    const tokens = candidates.map((token) => token.address)
    await this.latest.run(
      () => this.reads.snapshot(chainId, address, account ?? NOBODY, tokens),
      (snapshot) => (this.snapshot = snapshot),
      (error) => this.fail(error),
    )
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /**
   * Withdraws the typed amount after CapitalWithdrawAction's check on what the pool lets it withdraw now (noDeposit
   * when it is nothing or more; how much and until when while every deposit is in its term).
   */
  async withdraw(): Promise<void> {
    const { token } = this
    const target = this.target()
    if (!token || !target || this.withdrawing) return
    const action = this.services.capitalWithdrawAction
    const order = { target, token, amount: this.withdrawText }
    await sendSettled(this, {
      busy: (busy) => (this.withdrawing = busy),
      send: async () => action.withdraw(await action.prepare(order)),
      texts: { success: 'capital.withdrawSuccess', failure: 'mining.error.withdrawalFailed' },
      succeeded: () => {
        this.withdrawText = ''
        void this.refresh()
      },
      fail: (error) => this.fail(error),
    })
  }

  /** Where a deposit or withdrawal goes: the pool, from the connected account. */
  target(): MiningTarget | undefined {
    const { address } = this
    const { chainId, account } = this.session
    return address && account ? { chainId, contract: address, account } : undefined
  }

  fail(error: unknown): void {
    const text = capitalFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
