import { reaction, runInAction } from 'mobx'
import type { Clock } from '../../../ports/Clock'
import type { MiningApi, MiningPoolView } from '../../../ports/MiningApi'
import type { StateStore } from '../../../ports/StateStore'
import { observableExcept } from '../../stores/observableExcept'
import type { ProgrammeSession } from '../../stores/ProgrammeSession'
import type { MiningSelection } from './MiningSelection'

/** Spec section 9: the pool list refreshes every 10 minutes. */
export const POOL_LIST_REFRESH_MS = 600_000

/** Whose income the list shows when no wallet is connected: nobody's (the API needs an address). */
const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The `/bankIncomeList` screen's view model (spec section 2): the pools of `get-addr-lp` with the total locked in
 * USDT, all of them or only those the account takes part in, refreshed every 10 minutes and whenever the chain, the
 * account or the toggle changes; choosing a pool stores it with its reward token and opens bank income.
 */
export class MiningListStore {
  personalOnly = false
  pools: MiningPoolView[] | undefined = undefined
  totalLockedUsdt: number | undefined = undefined
  loading = false
  /** The request whose answer is shown: an older one that answers late is dropped. */
  private request = 0

  constructor(
    private readonly api: MiningApi,
    private readonly session: ProgrammeSession,
    private readonly clock: Clock,
    private readonly selection: StateStore<MiningSelection>,
    private readonly navigate: (path: string) => void,
  ) {
    observableExcept(this, ['api', 'session', 'clock', 'selection', 'navigate', 'request'])
  }

  /** Loads now and on every change of chain, account or toggle, and every 10 minutes; returns the stop function. */
  watch(): () => void {
    const stopReaction = reaction(
      () => [this.session.chainId, this.session.account, this.personalOnly] as const,
      () => void this.refresh(),
      { fireImmediately: true },
    )
    let cancel = () => {}
    const tick = () => {
      cancel = this.clock.schedule(POOL_LIST_REFRESH_MS, () => {
        void this.refresh()
        tick()
      })
    }
    tick()
    return () => {
      stopReaction()
      cancel()
    }
  }

  /** The "only pools I take part in" toggle (`switchPersonal`). */
  togglePersonal(): void {
    this.personalOnly = !this.personalOnly
  }

  async refresh(): Promise<void> {
    const request = ++this.request
    const { chainId, account } = this.session
    this.loading = true
    try {
      const answer = await this.api.pools(chainId, account ?? NOBODY, this.personalOnly)
      runInAction(() => {
        if (request !== this.request) return
        this.pools = answer.list
        this.totalLockedUsdt = answer.totalLockedUsdt
      })
    } catch {
      // the reporting API has shown the failure in the red notice; the last list stays
    } finally {
      runInAction(() => {
        if (request === this.request) this.loading = false
      })
    }
  }

  /** Stores the pool and its reward token for bank income, then opens it. */
  async select(pool: MiningPoolView): Promise<void> {
    await this.selection.write({
      chainId: this.session.chainId,
      lpToken: pool.lpToken,
      pair: pool.token,
      rewardToken: pool.rewardToken,
      rewardSymbol: pool.rewardSymbol,
    })
    this.navigate('/bankIncome')
  }
}
