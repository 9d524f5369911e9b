import { observable, runInAction } from 'mobx'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { LpWithdrawAction } from '../../../../src/domain/mining/LpWithdrawAction'
import { MiningService } from '../../../../src/domain/mining/MiningService'
import { PledgeAction } from '../../../../src/domain/mining/PledgeAction'
import { RewardClaimAction } from '../../../../src/domain/mining/RewardClaimAction'
import type { MiningPoolView } from '../../../../src/ports/MiningApi'
import type { RewardsPaid } from '../../../../src/ports/RewardsPaid'
import { BankIncomeStore } from '../../../../src/ui/features/mining/BankIncomeStore'
import type { MiningSelection } from '../../../../src/ui/features/mining/MiningSelection'
import { PledgeStore } from '../../../../src/ui/features/mining/PledgeStore'
import { en } from '../../../../src/ui/locales/en'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import type { ProgrammeSession } from '../../../../src/ui/stores/ProgrammeSession'
import type { TransactionStatus } from '../../../../src/ui/stores/TransactionsViewStore'
import type { Translate } from '../../../../src/ui/stores/Translate'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryLiveChainReads } from '../../../doubles/InMemoryLiveChainReads'
import { InMemoryLpMiningReads } from '../../../doubles/InMemoryLpMiningReads'
import { InMemoryMiningApi } from '../../../doubles/InMemoryMiningApi'
import { InMemoryStateStore } from '../../../doubles/InMemoryStateStore'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'

export const E18 = 10n ** 18n
export const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const LP_MINING = '0x00000000000000000000000000000000000000b1'
export const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
export const CAPITAL_POOL = '0x00000000000000000000000000000000000000c1'
export const LP = '0x00000000000000000000000000000000000000a1'
export const AURA = '0x00000000000000000000000000000000000000f1'

export const SELECTION: MiningSelection = {
  chainId: 128,
  lpToken: LP,
  pair: 'AURA/USDT',
  rewardToken: AURA,
  rewardSymbol: 'AURA',
}

export const POOL: MiningPoolView = {
  lpToken: LP,
  token: 'AURA/USDT',
  rewardToken: AURA,
  rewardSymbol: 'AURA',
  pledgeAmount: 10n * E18,
  tvlUsdt: 20,
  totalReward: 5n * E18,
  dailyOutput: 86_400n * E18,
  apr: 0.5,
  apy: 0.6,
  flowMining: true,
  shutDown: false,
  myPledge: 3n * E18,
  income: 2n * E18,
}

/** The session double: chain 128, the account connected, statuses the test sets per hash. */
export function sessionDouble() {
  const statuses = observable.map<string, TransactionStatus>()
  const state = observable({
    chainId: 128,
    account: ACCOUNT as string | undefined,
    blockNumber: undefined as number | undefined,
  })
  const session: ProgrammeSession = {
    get chainId() {
      return state.chainId
    },
    get account() {
      return state.account
    },
    get blockNumber() {
      return state.blockNumber
    },
    contracts: { lpMining: LP_MINING, rewardDistributor: DISTRIBUTOR, capitalPool: CAPITAL_POOL },
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
  }
  const settle = (hash: string, status: TransactionStatus) => runInAction(() => statuses.set(hash, status))
  return { session, state, settle }
}

/** English text, as the app shows it. */
export const t: Translate = (id, values) =>
  Object.entries(values ?? {}).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), en[id])

/** A bank-income store and its pledge modal over doubles, with the selection stored; the chain holds nothing yet. */
export function bankSetup(selection: MiningSelection | null = SELECTION) {
  const clock = new ManualClock()
  const api = new InMemoryMiningApi()
  const live = new InMemoryLiveChainReads()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  // what the actions read from the chain now (the screen shows the server's figures and the live balance)
  const chain = { reads: new InMemoryChainReads(), mining: new InMemoryLpMiningReads(), blocks: new ManualBlockTime() }
  const mining = new MiningService(abiCalls, gas, submitter, chain.blocks)
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const services = {
    mining,
    approval,
    pledgeAction: new PledgeAction(chain.reads, chain.mining, chain.blocks, approval, mining),
    lpWithdrawAction: new LpWithdrawAction(chain.mining, mining),
  }
  const paidTotals = new Map<string, bigint>()
  const paid: RewardsPaid = {
    paidOf: async (_chainId, _distributor, _account, tokens) => tokens.map((token) => paidTotals.get(token) ?? 0n),
  }
  const notices = new NoticeStore(clock)
  const { session, state, settle } = sessionDouble()
  const store = new BankIncomeStore(
    api,
    session,
    clock,
    new InMemoryStateStore(selection ?? undefined),
    live,
    services,
    new RewardClaimAction(api, paid, services.mining),
    notices,
    t,
  )
  const pledge = new PledgeStore(store, services)
  return { clock, api, live, chain, gas, submitter, paidTotals, notices, session, state, settle, store, pledge }
}
