import { runInAction, when } from 'mobx'
import { createToken } from '../../../domain/currency/createToken'
import type { Token } from '../../../domain/currency/Token'
import type { ActionServices } from '../../../domain/DomainServices'
import type { FomoError } from '../../../domain/errors/FomoError'
import { LpLockedError } from '../../../domain/errors/LpLockedError'
import { NoIncomeError } from '../../../domain/errors/NoIncomeError'
import { lockTotals } from '../../../domain/mining/lockTotals'
import type { RewardClaimAction } from '../../../domain/mining/RewardClaimAction'
import { lpWithdrawalRefusal, type TimedAmount } from '../../../domain/mining/withdrawalRefusal'
import type { Clock } from '../../../ports/Clock'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { CurrentRegularView, LockOptionView, MiningApi, RewardAmountView } from '../../../ports/MiningApi'
import type { StateStore } from '../../../ports/StateStore'
import type { NoticeStore } from '../../stores/NoticeStore'
import { observableExcept } from '../../stores/observableExcept'
import type { ProgrammeSession } from '../../stores/ProgrammeSession'
import { programmeFailureText } from '../../stores/programmeFailureText'
import { refreshWhilePending } from '../../stores/refreshWhilePending'
import { restartingReaction } from '../../stores/restartingReaction'
import type { Translate } from '../../stores/Translate'
import { watchTokenSpendable } from '../../stores/watchTokenSpendable'
import type { MiningSelection } from './MiningSelection'

/** Spec section 9: after an LP withdrawal, wait 6 s (the server indexes it) and refresh. */
export const LP_WITHDRAWAL_WAIT_MS = 6_000
/** After a lock's countdown, the position is read this often until the server, at a later block, has it matured. */
export const UNLOCK_REFRESH_MS = 5_000

/**
 * The `/bankIncome` screen's view model (spec sections 2, 4 and 5): the stored pool's reward (withdrawn with a voucher
 * the server signs), lock options, demand LP and locks (API), the LP balance and allowance (live, per block), the
 * withdrawable LP and DAO voucher (lockTotals), a clock for the countdowns, and the actions through MiningService and
 * LpWithdrawAction. Outcomes show as 2-second notices.
 */
export class BankIncomeStore {
  selected: MiningSelection | undefined = undefined
  options: LockOptionView[] | undefined = undefined
  position: CurrentRegularView | undefined = undefined
  reward: RewardAmountView | undefined = undefined
  lpBalance: bigint | undefined = undefined
  allowance: bigint | undefined = undefined
  /** Milliseconds; ticks each second while watched (the lock countdowns). */
  now: number
  busy: 'claim' | 'withdrawLp' | undefined = undefined
  /** When the position was last read for a lock whose countdown ended (milliseconds, the clock's). */
  private unlockReadAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly api: MiningApi,
    readonly session: ProgrammeSession,
    private readonly clock: Clock,
    private readonly selection: StateStore<MiningSelection>,
    private readonly live: LiveChainReads,
    private readonly services: Pick<ActionServices, 'lpWithdrawAction'>,
    private readonly rewardClaim: Pick<RewardClaimAction, 'claim'>,
    readonly notices: NoticeStore,
    readonly t: Translate,
  ) {
    this.now = clock.now()
    observableExcept(this, [
      'unlockReadAt',
      'api',
      'session',
      'clock',
      'selection',
      'live',
      'services',
      'rewardClaim',
      'notices',
      't',
    ])
  }

  /** The stored pool, when it belongs to the shown chain. */
  get pool(): MiningSelection | undefined {
    return this.selected?.chainId === this.session.chainId ? this.selected : undefined
  }

  get lpToken(): Token | undefined {
    const { pool } = this
    return pool
      ? createToken({ chainId: pool.chainId, address: pool.lpToken, decimals: 18, symbol: 'Fomo-LP' })
      : undefined
  }

  get totals(): { withdrawable: bigint; daoVoucher: bigint } | undefined {
    const { position } = this
    return position ? lockTotals(position.currentNow, position.regularList) : undefined
  }

  /** The locks still in their term, for the grey Withdraw LP's text (how much is locked and until when). */
  get openLocks(): TimedAmount[] {
    return (this.position?.regularList ?? [])
      .filter((lock) => !lock.matured)
      .map((lock) => ({ amount: lock.amount, unlockAt: lock.unlockTime }))
  }

  /** Why Withdraw LP would be refused now (the button is grey and a tap says it), or `undefined` when it may go. */
  get withdrawLpRefusal(): FomoError | undefined {
    const totals = this.totals
    return totals ? lpWithdrawalRefusal(totals.withdrawable, totals.withdrawable, this.openLocks) : undefined
  }

  /** When all of the LP is locked: how much and until when, said under the grey Withdraw LP button. */
  get withdrawLpLockedText(): string | undefined {
    const refusal = this.withdrawLpRefusal
    return refusal instanceof LpLockedError ? programmeFailureText(refusal, this.t) : undefined
  }

  /** A lock whose countdown has ended though the last read still had it locked: its LP is not withdrawable yet. */
  get awaitingUnlock(): boolean {
    return this.position?.regularList.some((lock) => !lock.matured && lock.unlockTime * 1000 <= this.now) ?? false
  }

  /** The withdraw action is grey at 0 (spec section 4). */
  get hasIncome(): boolean {
    return (this.reward?.totalReward ?? 0n) > 0n
  }

  // ---- loading and following -----------------------------------------------------------------------------------

  /** Reads the stored pool, then follows it: API figures on every chain or account change and when a countdown ends,
   * LP balance and allowance per block, the countdown clock each second. Returns the stop function. */
  watch(): () => void {
    let stopped = false
    let cancelTick = () => {}
    const tick = () => {
      cancelTick = this.clock.schedule(1000, () => {
        runInAction(() => (this.now = this.clock.now()))
        if (this.awaitingUnlock && this.now - this.unlockReadAt >= UNLOCK_REFRESH_MS) {
          this.unlockReadAt = this.now
          void this.refresh()
        }
        tick()
      })
    }
    tick()
    // the reward grows with every block: read it at each one while the position earns, so what is shown keeps up
    // with what a withdrawal would pay (it trailed by 4-8 s between the timed reads)
    const stopRewardReads = refreshWhilePending(
      this.session,
      () => this.earning,
      () => void this.refreshReward(),
    )
    const stopReaction = restartingReaction(
      () => [this.pool, this.session.account, this.session.contracts.lpMining] as const,
      ([pool, account, lpMining]) => {
        void this.refresh()
        if (!pool) return undefined
        return watchTokenSpendable(
          this.live,
          { chainId: pool.chainId, owner: account, spender: lpMining, token: pool.lpToken },
          { balance: (b) => (this.lpBalance = b), allowance: (a) => (this.allowance = a) },
        )
      },
    )
    void this.selection
      .read()
      .catch(() => undefined)
      .then((selected) => !stopped && runInAction(() => (this.selected = selected)))
    return () => {
      stopped = true
      stopRewardReads()
      stopReaction()
      cancelTick()
    }
  }

  /** Reads the server's figures again once it has indexed the block that confirmed `hash`, sent from this screen. */
  refreshAfterConfirmation(hash: string): void {
    this.session.afterIndexed(hash, () => this.refresh())
  }

  /** Whether the shown position earns: LP pledged on demand or locked, so its reward grows with every block. */
  get earning(): boolean {
    const { position } = this
    return (position?.currentNow ?? 0n) > 0n || (position?.regularList.length ?? 0) > 0
  }

  /** Reads the reward alone (the figure that grows with each block). */
  async refreshReward(): Promise<void> {
    const { pool } = this
    const { account, chainId } = this.session
    if (!pool || !account) return
    const reward = await this.api.rewardAmount(chainId, account, pool.rewardToken).catch(() => undefined)
    runInAction(() => {
      if (reward && this.pool === pool && this.session.account === account) this.reward = reward
    })
  }

  /** Reloads the lock options, the position and the reward from the API. */
  async refresh(): Promise<void> {
    const { pool } = this
    const { account, chainId } = this.session
    if (!pool) return
    const [options, position, reward] = await Promise.allSettled([
      this.api.lockConfig(chainId, pool.lpToken),
      account ? this.api.currentRegular(chainId, account, pool.lpToken) : Promise.resolve(undefined),
      account ? this.api.rewardAmount(chainId, account, pool.rewardToken) : Promise.resolve(undefined),
    ])
    runInAction(() => {
      if (this.pool !== pool) return
      if (options.status === 'fulfilled') this.options = options.value
      if (position.status === 'fulfilled') this.position = position.value
      if (reward.status === 'fulfilled') this.reward = reward.value
    })
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /** Withdraws the rewards (RewardClaimAction: the server's voucher, checked, what the distributor already paid, the
   * claim; noIncomeW when it would pay nothing). */
  async withdrawRewards(): Promise<void> {
    const { pool } = this
    const { account, chainId, contracts } = this.session
    if (!pool || !account || this.busy) return
    // the grey button at 0 answers noIncomeW without asking the server for a voucher
    if (this.reward && !this.hasIncome) return this.fail(new NoIncomeError())
    this.busy = 'claim'
    try {
      const { submitted: sent } = await this.rewardClaim.claim({
        target: { chainId, account, distributor: contracts.rewardDistributor },
        rewardToken: pool.rewardToken,
        tokenInfo: (token) =>
          token.toLowerCase() === pool.rewardToken.toLowerCase()
            ? { symbol: pool.rewardSymbol, decimals: 18 }
            : undefined,
      })
      if (await this.settled(sent.hash, 'mining.withdrawalSuccess', 'mining.error.withdrawalFailed')) {
        this.refreshAfterConfirmation(sent.hash)
      }
    } catch (error) {
      this.fail(error)
    } finally {
      runInAction(() => (this.busy = undefined))
    }
  }

  /**
   * Withdraws all the LP unlocked now, after LpWithdrawAction's check on the position read from the chain (noLPW when
   * there is none; how much and until when while all of it is locked), then refreshes 6 s later.
   */
  async withdrawLp(): Promise<void> {
    const { lpToken } = this
    const { account, chainId, contracts } = this.session
    if (!lpToken || !account || !contracts.lpMining || this.busy) return
    this.busy = 'withdrawLp'
    try {
      const action = this.services.lpWithdrawAction
      const target = { chainId, contract: contracts.lpMining, account }
      const sent = await action.withdraw(await action.prepare({ target, lpToken }))
      const ok = await this.settled(sent.hash, 'mining.withdrawalSuccess', 'mining.error.withdrawalFailed')
      if (ok) this.clock.schedule(LP_WITHDRAWAL_WAIT_MS, () => void this.refresh())
    } catch (error) {
      this.fail(error)
    } finally {
      runInAction(() => (this.busy = undefined))
    }
  }

  /**
   * Waits until the transaction `hash` is mined and shows the success or failure notice; true when it succeeded.
   */
  async settled(hash: string, success: Parameters<Translate>[0], failure: Parameters<Translate>[0]): Promise<boolean> {
    await when(() => {
      const status = this.session.statusOf(hash)
      return status === 'confirmed' || status === 'failed'
    })
    const ok = this.session.statusOf(hash) === 'confirmed'
    this.notices.show(ok ? 'success' : 'error', this.t(ok ? success : failure))
    return ok
  }

  fail(error: unknown): void {
    const text = programmeFailureText(error, this.t)
    if (text) this.notices.show('error', text)
  }
}
