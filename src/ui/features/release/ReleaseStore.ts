import { reaction, runInAction } from 'mobx'
import type { Token } from '../../../domain/currency/Token'
import type { FomoError } from '../../../domain/errors/FomoError'
import type { ReleaseWithdrawAction } from '../../../domain/release/ReleaseWithdrawAction'
import { releaseRefusal } from '../../../domain/release/releasePosition'
import type { ExchangeApi, ReleaseInfoView } from '../../../ports/ExchangeApi'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { exchangeFailureText } from '../../stores/exchangeFailureText'
import { LatestRequest } from '../../stores/LatestRequest'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { refreshWhilePending } from '../../stores/refreshWhilePending'
import { sendSettled } from '../../stores/sendSettled'
import type { Translate } from '../../stores/Translate'

/**
 * The `/release` screen's view model, the release withdrawal (spec sections 2 and 5): the account's total release,
 * what waits to be withdrawn, and Withdraw (only on the withdraw chain, else goToBscEx with a switch): the server
 * signs what is released and not yet withdrawn, ReleaseWithdrawAction checks and sends it, a 2-second notice tells the
 * outcome.
 */
export class ReleaseStore {
  info: ReleaseInfoView | undefined = undefined
  withdrawing = false
  private readonly latest = new LatestRequest()

  constructor(
    readonly session: CrossChainSession,
    /** The chain that pays the release (its deployment record carries `release`). */
    readonly withdrawChainId: number,
    private readonly api: ExchangeApi,
    /** The server's signed withdrawal, checked and sent. */
    private readonly action: ReleaseWithdrawAction,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    observableExcept(this, ['session', 'withdrawChainId', 'api', 'action', 'notices', 't', 'latest'])
  }

  get onWithdrawChain(): boolean {
    return this.session.chainId === this.withdrawChainId
  }

  /** The token the release pays, among the withdraw chain's deployed ones. */
  get token(): Token | undefined {
    const address = this.info?.token ?? this.session.deploymentOf(this.withdrawChainId)?.release?.token
    return address ? this.session.tokenOf(this.withdrawChainId, address) : undefined
  }

  /** Why Withdraw would be refused (nothing invested, nothing released yet, all withdrawn), or `undefined`. */
  get refusal(): FomoError | undefined {
    const { info } = this
    return info ? releaseRefusal(info, info.releasesFrom) : undefined
  }

  /** The refusal in words, said under the grey Withdraw button. */
  get refusalText(): string | undefined {
    const { refusal } = this
    return refusal ? exchangeFailureText(refusal, this.t) : undefined
  }

  switchNetwork(): Promise<void> {
    return this.session.switchNetwork(this.withdrawChainId)
  }

  /**
   * Reads the release on every account change (from nothing), and again at each new block while an investment is
   * pending (not final yet); returns the stop function.
   */
  watch(): () => void {
    const stopAccount = reaction(
      () => this.session.account,
      () => {
        runInAction(() => (this.info = undefined))
        void this.refresh()
      },
      { fireImmediately: true },
    )
    const stopPending = refreshWhilePending(
      this.session,
      () => (this.info?.pending ?? 0n) > 0n,
      () => void this.refresh(),
    )
    return () => {
      stopAccount()
      stopPending()
    }
  }

  async refresh(): Promise<void> {
    const { account } = this.session
    await this.latest.runForAccount(
      account,
      (account) => this.api.releaseInfo(account),
      (info) => (this.info = info),
      () => {}, // the reporting API has shown it in the red notice
    )
  }

  /** Asks the server for the signed withdrawal of what waits, checks it and sends it from the withdraw chain. */
  async withdraw(): Promise<void> {
    const { account, chainId } = this.session
    const { token } = this
    // off the withdraw chain the screen shows goToBscEx and the switch instead of the button
    if (!account || !token || this.withdrawing || !this.onWithdrawChain) return
    // a refusal the figures already show is said here, without asking the server for a withdrawal it would refuse
    const { refusal } = this
    if (refusal) return this.fail(refusal)
    await sendSettled(this, {
      busy: (busy) => (this.withdrawing = busy),
      send: async () => {
        const contract = this.session.contracts.investment
        return this.action.withdraw(await this.action.prepare({ account, chainId, contract, token }))
      },
      texts: { success: 'exchange.withdrawalS', failure: 'mining.error.withdrawalFailed' },
      succeeded: (hash) => this.session.afterIndexed(hash, () => this.refresh()),
      fail: (error) => this.fail(error),
    })
  }

  fail(error: unknown): void {
    const text = exchangeFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
