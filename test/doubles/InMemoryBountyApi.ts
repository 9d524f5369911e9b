import { BOUNTY_PAGE_SIZE } from '../../src/domain/bounty/pageOf'
import type {
  BountyApi,
  BountyPage,
  DailyRewardTab,
  DailyRewardView,
  DirectGameRewardView,
  ExtLpPanelView,
  GameTypeFilter,
  InviteTaskView,
  NodeGameTaskView,
  ReferrerItemView,
  SignedRewardVoucher,
  SpreadRewardKind,
  TeamPromotionItemView,
} from '../../src/ports/BountyApi'

const emptyDaily = (day: string | null): DailyRewardView => ({ weight: 0n, inviter: null, rewards: [], day })

/**
 * A BountyApi double: answers what the test set, records every call (`name:args`), keeps received invite tasks as
 * received (as the server's ledger does); `failWith` makes every call throw.
 */
/** Larger than any credit a test makes: the cap `receivable` applies then changes nothing. */
const EVERYTHING_UNPAID = 2n ** 255n

export class InMemoryBountyApi implements BountyApi {
  readonly calls: string[] = []
  panel: ExtLpPanelView = {
    onOffer: [],
    notDrawn: [],
    drawn: [],
    lpEarned: [],
    lpReceivable: [],
    pledgingFriends: 0,
    lpPending: [],
  }
  tasks: InviteTaskView[] = []
  daily: Record<DailyRewardTab, DailyRewardView> = {
    1: emptyDaily('2026-11-24'),
    2: emptyDaily('2026-11-23'),
    3: emptyDaily(null),
  }
  directTotals: DirectGameRewardView[] = []
  node: NodeGameTaskView = { teamSize: 0, directFriends: 0, directBets: 0n, finish: 0, total: 3 }
  /** Every referrer row (filtered and paged here as the server does). */
  referrerRows: ReferrerItemView[] = []
  /** Team promotion rows by `YYYY-M`. */
  teamRows = new Map<string, TeamPromotionItemView[]>()
  voucher: SignedRewardVoucher | undefined = undefined
  /** What the distributor has not paid yet per token (lowercase); a token not set owes everything credited in it. */
  unpaid = new Map<string, bigint>()
  failWith: Error | undefined = undefined

  async extLpPanel(chainId: number, account: string) {
    this.record(`extLpPanel:${chainId}:${account}`)
    return this.panel
  }

  async inviteTasks(chainId: number, account: string) {
    this.record(`inviteTasks:${chainId}:${account}`)
    return this.tasks.map((task) => ({ ...task }))
  }

  async receiveInviteTask(chainId: number, account: string, taskId: number) {
    this.record(`receiveInviteTask:${chainId}:${account}:${taskId}`)
    this.tasks = this.tasks.map((task) => (task.id === taskId ? { ...task, received: true } : task))
  }

  async dailyReward(chainId: number, account: string, tab: DailyRewardTab) {
    this.record(`dailyReward:${chainId}:${account}:${tab}`)
    return this.daily[tab]
  }

  async directGameRewardTotal(chainId: number, account: string) {
    this.record(`directGameRewardTotal:${chainId}:${account}`)
    return this.directTotals
  }

  async nodeGameTaskState(chainId: number, account: string) {
    this.record(`nodeGameTaskState:${chainId}:${account}`)
    return this.node
  }

  async referrers(chainId: number, account: string, page: number, gameType: GameTypeFilter) {
    this.record(`referrers:${chainId}:${account}:${page}:${gameType}`)
    const rows = this.referrerRows.filter((row) => gameType === 0 || row.gameType === gameType)
    return pageOf(rows, page)
  }

  async teamPromotion(chainId: number, account: string, page: number, year: number, month: number) {
    this.record(`teamPromotion:${chainId}:${account}:${page}:${year}-${month}`)
    return pageOf(this.teamRows.get(`${year}-${month}`) ?? [], page)
  }

  async unpaidReward(chainId: number, account: string, token: string) {
    this.record(`unpaidReward:${chainId}:${account}:${token}`)
    return this.unpaid.get(token.toLowerCase()) ?? EVERYTHING_UNPAID
  }

  async drawLpExtReward(chainId: number, account: string) {
    this.record(`drawLpExtReward:${chainId}:${account}`)
    return this.signed()
  }

  async spreadRewardWithdrawal(chainId: number, account: string, kind: SpreadRewardKind) {
    this.record(`spreadRewardWithdrawal:${chainId}:${account}:${kind}`)
    return this.signed()
  }

  private signed(): SignedRewardVoucher {
    if (!this.voucher) throw new Error('InMemoryBountyApi: set a voucher first')
    return this.voucher
  }

  private record(call: string): void {
    this.calls.push(call)
    if (this.failWith) throw this.failWith
  }
}

function pageOf<T>(rows: readonly T[], page: number): BountyPage<T> {
  return {
    page,
    count: rows.length,
    hasMore: page * BOUNTY_PAGE_SIZE < rows.length,
    list: rows.slice((page - 1) * BOUNTY_PAGE_SIZE, page * BOUNTY_PAGE_SIZE),
  }
}
