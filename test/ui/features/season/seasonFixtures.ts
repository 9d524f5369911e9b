import { observable, runInAction } from 'mobx'
import { SeasonService } from '../../../../src/domain/season/SeasonService'
import type { TitleState } from '../../../../src/domain/season/titleStatus'
import type {
  EnergyLogPage,
  FriendKind,
  InviteSumPage,
  SeasonApi,
  SeasonDataView,
  SignedTitleVoucher,
  TitleTier,
} from '../../../../src/ports/SeasonApi'
import type { SeasonSession } from '../../../../src/ui/features/season/SeasonSession'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import type { TransactionStatus } from '../../../../src/ui/stores/TransactionsViewStore'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualClock } from '../../../doubles/ManualClock'
import { ACCOUNT, DISTRIBUTOR } from '../mining/miningFixtures'

export { ACCOUNT, t } from '../mining/miningFixtures'
export const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
export const TITLE_NFT = '0x00000000000000000000000000000000000000a7'
export const E18 = 10n ** 18n

/** The session double: chain 128 with a title contract and a reward distributor, the account connected (`state` changes both). */
export function seasonSessionDouble() {
  const statuses = observable.map<string, TransactionStatus>()
  const state = observable({
    chainId: 128,
    account: ACCOUNT as string | undefined,
    blockNumber: undefined as number | undefined,
  })
  const session: SeasonSession = {
    get chainId() {
      return state.chainId
    },
    get account() {
      return state.account
    },
    get blockNumber() {
      return state.blockNumber
    },
    get contracts() {
      return { titleNft: TITLE_NFT, rewardDistributor: DISTRIBUTOR }
    },
    statusOf: (hash) => statuses.get(hash),
    hasPendingApproval: () => false,
    // the server has indexed every confirmed block: the figures are read again at once
    afterIndexed: (_hash, refresh) => {
      void refresh()
      return () => {}
    },
    afterBlockIndexed: (_block, refresh) => {
      void refresh()
      return () => {}
    },
    deploymentOf: () => undefined,
    tokenOf: () => undefined,
    switchNetwork: async () => {},
  }
  const settle = (hash: string, status: TransactionStatus) => runInAction(() => statuses.set(hash, status))
  return { session, state, settle }
}

/** Season data with the given end (seconds) and title states. */
export function seasonData(endTime: number, states: [TitleState, TitleState] = [0, 0], number = 1): SeasonDataView {
  return {
    seasonNumber: number,
    startTime: endTime - 7 * 86_400,
    endTime,
    energy: 1500n * E18,
    ownEnergy: 1000n * E18,
    directEnergy: 400n * E18,
    diffusedEnergy: 100n * E18,
    nft1Ask: 1000n * E18,
    nft2Ask: 10_000n * E18,
    nft1State: states[0],
    nft2State: states[1],
    extendReward: 1000,
    fund: [],
    nft1BeforeSeasonRewardList: [],
    nft2BeforeSeasonRewardList: [],
    indexedTime: null,
  }
}

/** A SeasonApi double: the answers the test sets (in order, the last repeating), and the calls made. */
export class InMemorySeasonApi implements SeasonApi {
  readonly calls: string[] = []
  data: SeasonDataView[] = []
  logPages: EnergyLogPage[] = []
  friendPages: Partial<Record<FriendKind, InviteSumPage[]>> = {}
  voucher: SignedTitleVoucher | undefined = undefined
  private dataRead = 0

  async seasonData(chainId: number, account: string) {
    this.calls.push(`seasonData:${chainId}:${account}`)
    const data = this.data[Math.min(this.dataRead++, this.data.length - 1)]
    if (!data) throw new Error('no season data set')
    return data
  }

  async energyLog(chainId: number, account: string, page: number) {
    this.calls.push(`energyLog:${chainId}:${account}:${page}`)
    const found = this.logPages[page - 1]
    if (!found) throw new Error(`no log page ${page}`)
    return found
  }

  async inviteSum(chainId: number, account: string, kind: FriendKind, page: number) {
    this.calls.push(`inviteSum:${kind}:${chainId}:${account}:${page}`)
    const found = this.friendPages[kind]?.[page - 1]
    if (!found) throw new Error(`no page ${page} of friends ${kind}`)
    return found
  }

  async drawSeasonReward(chainId: number, account: string, tier: TitleTier) {
    this.calls.push(`drawSeasonReward:${chainId}:${account}:${tier}`)
    if (!this.voucher) throw new Error('no voucher set')
    return this.voucher
  }
}

/** The services, clock and notices a season store is built over, as doubles. */
export function seasonParts() {
  const clock = new ManualClock()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  return {
    clock,
    gas,
    submitter,
    services: { season: new SeasonService(abiCalls, gas, submitter) },
    notices: new NoticeStore(clock),
    api: new InMemorySeasonApi(),
    ...seasonSessionDouble(),
  }
}
