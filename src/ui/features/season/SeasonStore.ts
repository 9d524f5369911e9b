import { reaction, runInAction } from 'mobx'
import { invitationLink } from '../../../domain/invite/invitationLink'
import { type SeasonCountdown, seasonCountdown } from '../../../domain/season/seasonCountdown'
import type { TitleClaimAction } from '../../../domain/season/TitleClaimAction'
import { type TitleState, type TitleStatus, titleStatus } from '../../../domain/season/titleStatus'
import type { TitleTier } from '../../../domain/season/titleVoucher'
import type { Clock } from '../../../ports/Clock'
import type { SeasonApi, SeasonDataView } from '../../../ports/SeasonApi'
import { LatestRequest } from '../../stores/LatestRequest'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import { programmeFailureText } from '../../stores/programmeFailureText'
import { settledNotice } from '../../stores/settledNotice'
import type { Translate } from '../../stores/Translate'
import type { SeasonSession } from './SeasonSession'

/** While a season's end has passed and the server still shows it, its data is read again this often. */
export const ENDED_REFRESH_MS = 5_000
/**
 * After a title is minted, the data is read again every ENDED_REFRESH_MS until the server has indexed the mint (the
 * tier no longer waits to be received), for at most this long: a tier with a second earned title stays claimable.
 */
export const CLAIM_INDEX_WAIT_MS = 60_000

/** One title tier as the panel shows it. */
export interface TitleRow {
  tier: TitleTier
  ask: bigint | null
  status: TitleStatus
  /** The receive button is live only for an earned title waiting to be claimed (grey otherwise). */
  canClaim: boolean
}

/**
 * The season panel's view model (spec sections 2 and 4): the season's data for the connected account, a countdown to
 * its fixed end that ticks each second and, once the end passes, reads the data again (every ENDED_REFRESH_MS until
 * the server shows the next season), the two titles with their asks, states and receive buttons, and the invitation
 * link with copy ('Copy link successfully' for 2 s). After a title is minted its button stays grey and the data is read
 * again until the server has indexed the mint.
 */
export class SeasonStore {
  data: SeasonDataView | undefined = undefined
  /** Milliseconds; ticks each second while watched. */
  now: number
  claiming: TitleTier | undefined = undefined
  /** A tier whose title this page minted, while the server has not indexed the mint yet: its button stays grey. */
  minted: { tier: TitleTier; at: number } | undefined = undefined
  private readonly latest = new LatestRequest()
  private endedReadAt = 0
  private mintedReadAt = 0

  constructor(
    readonly session: SeasonSession,
    private readonly api: SeasonApi,
    private readonly titleClaim: Pick<TitleClaimAction, 'claim'>,
    private readonly clock: Clock,
    readonly notices: NoticeStore,
    readonly t: Translate,
    /** Where the app is served (the invitation link's base). */
    private readonly appUrl: string,
    private readonly copyText: (text: string) => Promise<void>,
  ) {
    this.now = clock.now()
    observableExcept(this, [
      'session',
      'api',
      'titleClaim',
      'clock',
      'notices',
      't',
      'appUrl',
      'copyText',
      'latest',
      'endedReadAt',
      'mintedReadAt',
    ])
  }

  get countdown(): SeasonCountdown {
    return seasonCountdown(this.data?.endTime ?? null, this.now, this.data?.indexedTime ?? null)
  }

  get titles(): TitleRow[] {
    const { data } = this
    if (!data) return []
    const row = (tier: TitleTier, ask: bigint | null, state: TitleState): TitleRow => {
      const { status, canClaim } = titleStatus(state)
      return { tier, ask, status, canClaim: canClaim && this.minted?.tier !== tier }
    }
    return [row(1, data.nft1Ask, data.nft1State), row(2, data.nft2Ask, data.nft2State)]
  }

  get invitationLink(): string | undefined {
    const { account } = this.session
    return account ? invitationLink(this.appUrl, account) : undefined
  }

  /** Reads the data on every chain or account change and ticks the countdown; returns the stop function. */
  watch(): () => void {
    const stop = reaction(
      () => [this.session.chainId, this.session.account] as const,
      () => {
        this.minted = undefined
        void this.refresh()
      },
      { fireImmediately: true },
    )
    let cancelTick = () => {}
    const tick = () => {
      cancelTick = this.clock.schedule(1000, () => {
        const wasRunning = this.countdown.phase === 'running'
        runInAction(() => (this.now = this.clock.now()))
        if (this.countdown.phase === 'ended' && (wasRunning || this.now - this.endedReadAt >= ENDED_REFRESH_MS)) {
          this.endedReadAt = this.now
          void this.refresh()
        } else if (this.minted && this.now - this.mintedReadAt >= ENDED_REFRESH_MS) {
          this.mintedReadAt = this.now
          void this.refresh()
        }
        tick()
      })
    }
    tick()
    return () => {
      stop()
      cancelTick()
    }
  }

  async refresh(): Promise<void> {
    const { account, chainId } = this.session
    await this.latest.runForAccount(
      account,
      (account) => this.api.seasonData(chainId, account),
      (data) => {
        this.data = data
        if (!data) return // no account
        const { minted } = this
        const waiting = minted && (minted.tier === 1 ? data.nft1State : data.nft2State) === 2
        if (minted && (!waiting || this.clock.now() - minted.at >= CLAIM_INDEX_WAIT_MS)) this.minted = undefined
      },
      () => {}, // the reporting API has shown it in the red notice
    )
  }

  /** Copies the invitation link and says so for 2 s. */
  async copyLink(): Promise<void> {
    const link = this.invitationLink
    if (!link) return
    await this.copyText(link)
    this.notices.show('success', this.t('season.copySuccess'))
  }

  /** Asks the server for the title's voucher and mints it from the connected account. */
  async claim(tier: TitleTier): Promise<void> {
    const { account, chainId } = this.session
    const row = this.titles.find((title) => title.tier === tier)
    if (!account || !row?.canClaim || this.claiming) return
    this.claiming = tier
    try {
      const { submitted: sent } = await this.titleClaim.claim({
        target: { chainId, account, titleNft: this.session.contracts.titleNft },
        tier,
      })
      const texts = { success: 'season.claimSuccess', failure: 'mining.error.withdrawalFailed' } as const
      if (await settledNotice(sent.hash, texts, this)) {
        // the server shows the title claimed once it has indexed the mint (after its confirmations): read until then
        runInAction(() => (this.minted = { tier, at: this.clock.now() }))
        this.mintedReadAt = this.clock.now()
      }
      void this.refresh()
    } catch (error) {
      const text = programmeFailureText(error, this.t)
      if (text) this.notices.show('error', text)
    } finally {
      runInAction(() => (this.claiming = undefined))
    }
  }
}
