import { reaction, runInAction } from 'mobx'
import { parseQueryString } from '../../../domain/input/parseQueryString'
import { parseSwapQuery } from '../../../domain/input/parseSwapQuery'
import { bindInvitation, type InvitationOutcome } from '../../../domain/invite/bindInvitation'
import type { InviteFailureKind } from '../../../domain/invite/classifyInviteFailure'
import { InviteRejectedError } from '../../../domain/invite/InviteRejectedError'
import type { AccountCode } from '../../../ports/AccountCode'
import type { Clock } from '../../../ports/Clock'
import type { ProgrammeApi } from '../../../ports/ProgrammeApi'
import type { StateStore } from '../../../ports/StateStore'
import { connectedAccount } from '../../stores/connectedAccount'
import type { LocaleStore } from '../../stores/LocaleStore'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import type { RouterStore } from '../../stores/RouterStore'
import type { WalletStore } from '../../stores/WalletStore'

/**
 * Invitations in the browser: keeps the inviter of a swap URL's `paddr`, and once a wallet is connected asks it for
 * one signature and registers the binding (bindInvitation: once per invitee and inviter in this browser), with a
 * success notice; the server's refusals reach the red notice through the reporting API. A link whose inviter cannot
 * be one (the zero address, the account itself, a contract: checkInviter) asks for no signature and says so. Only a
 * final refusal (400, 403, 409, or that one) is remembered; a rate limit or a server error is retried with back-off
 * (bindInvitation).
 */
export class InviteStore {
  inviter: string | undefined = undefined
  binding = false
  lastOutcome: InvitationOutcome['kind'] | undefined = undefined

  constructor(
    private readonly api: ProgrammeApi,
    private readonly wallet: WalletStore,
    private readonly router: RouterStore,
    private readonly settled: StateStore<string[]>,
    private readonly notices: NoticeStore,
    private readonly locale: LocaleStore,
    /** What a registration failure means: only the server's final refusals settle a binding. */
    private readonly classify: (error: unknown) => InviteFailureKind,
    private readonly clock: Clock,
    /** Whether the inviter is a contract, on the wallet's chain. */
    private readonly code: AccountCode,
  ) {
    observableExcept(this, ['api', 'wallet', 'router', 'settled', 'notices', 'locale', 'classify', 'clock', 'code'])
  }

  /** Follows the URL and the wallet; returns the function that stops following. */
  watch(): () => void {
    const stopUrl = reaction(
      () => (this.router.path === '/swap' ? parseSwapQuery(parseQueryString(this.router.search), '').inviter : null),
      (inviter) => inviter && runInAction(() => (this.inviter = inviter)),
      { fireImmediately: true },
    )
    const stopWallet = reaction(
      () => [connectedAccount(this.wallet), this.inviter] as const,
      ([account, inviter]) => account && inviter && void this.bind(account, inviter),
      { fireImmediately: true },
    )
    return () => {
      stopUrl()
      stopWallet()
    }
  }

  private async bind(invitee: string, inviter: string): Promise<void> {
    const signer = this.wallet.connectedWallet()
    if (this.binding || !signer) return
    this.binding = true
    const outcome = await bindInvitation(
      invitee,
      inviter,
      this.wallet.chainId, // the message names the chain the wallet signs on
      {
        code: this.code,
        settledKeys: async () => (await this.settled.read().catch(() => undefined)) ?? [],
        settle: async (key) => this.settled.write([...((await this.settled.read().catch(() => undefined)) ?? []), key]),
        sign: (message) => signer.signMessage(message),
        register: (terms, signature) => this.api.bindInviter(terms, signature),
        classify: this.classify,
      },
      this.clock,
    )
    runInAction(() => {
      this.binding = false
      this.lastOutcome = outcome.kind
      if (outcome.kind === 'bound') this.notices.show('success', this.locale.t('invite.bound'))
      // refused here, before any signature (the server's refusals are shown by the reporting API)
      if (outcome.kind === 'refused' && outcome.error instanceof InviteRejectedError) {
        this.notices.show('error', this.locale.t('invite.inviterRefused'))
      }
      if (outcome.kind === 'failed' && (outcome.error as { code?: unknown }).code === 4001) {
        this.notices.show('error', this.locale.t('invite.signatureRejected'))
      }
    })
  }
}
