import { observable, runInAction } from 'mobx'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../../src/domain/currency/createToken'
import type { DeploymentRecord } from '../../../../src/domain/deployment/DeploymentRecord'
import { ExchangeService } from '../../../../src/domain/exchange/ExchangeService'
import type { ExchangeApi, ExchangeRecordPage, ReleaseInfoView } from '../../../../src/ports/ExchangeApi'
import type { CrossChainSession } from '../../../../src/ui/stores/CrossChainSession'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import type { TransactionStatus } from '../../../../src/ui/stores/TransactionsViewStore'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../../doubles/InMemoryAccountCode'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryLiveChainReads } from '../../../doubles/InMemoryLiveChainReads'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'
import { ACCOUNT } from '../mining/miningFixtures'

export { ACCOUNT, E18, t } from '../mining/miningFixtures'

export const DK = '0x00000000000000000000000000000000000000d1'
export const DK2 = '0x00000000000000000000000000000000000000d2'
export const HJW = '0x00000000000000000000000000000000000000e1'
export const CONVERTER = '0x00000000000000000000000000000000000000c1'
export const INVESTMENT = '0x00000000000000000000000000000000000000f1'
export const PAYER = '0x00000000000000000000000000000000000000f2'
export const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

const TOKENS = [
  { address: DK, symbol: 'DK', name: 'Dog King', decimals: 18 },
  { address: DK2, symbol: 'DK2', name: 'Dog King 2', decimals: 18 },
  { address: HJW, symbol: 'HJW', name: 'HJW', decimals: 18 },
]

/** The two chains' records as far as the exchange screens read them: 128 invests HJW, 56 pays the release. */
const RECORDS: Record<number, Partial<DeploymentRecord>> = {
  128: {
    contracts: { dkConverter: CONVERTER, investment: INVESTMENT } as DeploymentRecord['contracts'],
    investToken: HJW,
  },
  56: {
    contracts: { investment: PAYER } as DeploymentRecord['contracts'],
    release: { investmentChainId: 128, token: HJW, ratio: '1', start: 0, cliffSeconds: 0, durationSeconds: 1 },
  },
}

/** The session double: chain 128 (`state.chainId` changes it), the account connected, statuses set per hash. */
export function exchangeSessionDouble() {
  const statuses = observable.map<string, TransactionStatus>()
  const state = observable({
    chainId: 128,
    account: ACCOUNT as string | undefined,
    blockNumber: undefined as number | undefined,
  })
  const switched: number[] = []
  const session: CrossChainSession = {
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
      return RECORDS[state.chainId]?.contracts ?? {}
    },
    statusOf: (txHash) => statuses.get(txHash),
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
    deploymentOf: (chainId) => RECORDS[chainId] as DeploymentRecord | undefined,
    tokenOf: (chainId, address) => {
      const token = TOKENS.find((candidate) => candidate.address === address.toLowerCase())
      return token ? createToken({ chainId, ...token }) : undefined
    },
    switchNetwork: async (chainId) => {
      switched.push(chainId)
    },
  }
  const settle = (txHash: string, status: TransactionStatus) => runInAction(() => statuses.set(txHash, status))
  return { session, state, settle, switched }
}

/** An ExchangeApi double: the answers the test sets, and the calls made. */
export class InMemoryExchangeApi implements ExchangeApi {
  readonly calls: string[] = []
  pages: ExchangeRecordPage[] = []
  release: ReleaseInfoView | undefined = undefined
  voucher: Awaited<ReturnType<ExchangeApi['releaseWithdrawal']>> | undefined = undefined

  async dkConfig(chainId: number) {
    this.calls.push(`dkConfig:${chainId}`)
    return {
      pool: CONVERTER,
      dk: DK,
      dk2: DK2,
      baseNumber: 100_000_000n,
      feeBps: 50,
      minimumDk: 100_000_000n * 10n ** 18n,
      minimumDk2: 10n ** 18n,
    }
  }

  async dkRecords(chainId: number, account: string, page: number) {
    this.calls.push(`dkRecords:${chainId}:${account}:${page}`)
    return this.pageOf(page)
  }

  async hjwRecords(account: string, page: number) {
    this.calls.push(`hjwRecords:${account}:${page}`)
    return this.pageOf(page)
  }

  async releaseRecords(account: string, page: number) {
    this.calls.push(`releaseRecords:${account}:${page}`)
    return this.pageOf(page)
  }

  async releaseInfo(account: string) {
    this.calls.push(`releaseInfo:${account}`)
    if (!this.release) throw new Error('no release set')
    return this.release
  }

  async releaseWithdrawal(account: string) {
    this.calls.push(`releaseWithdrawal:${account}`)
    if (!this.voucher) throw new Error('no voucher set')
    return this.voucher
  }

  private pageOf(page: number): ExchangeRecordPage {
    const found = this.pages[page - 1]
    if (!found) throw new Error(`no page ${page}`)
    return found
  }
}

/** The services, notices and live reads a store is built over, as doubles. */
export function exchangeParts() {
  const clock = new ManualClock()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const services = {
    exchange: new ExchangeService(
      abiCalls,
      gas,
      submitter,
      { clock, blocks: new ManualBlockTime() },
      new InMemoryAccountCode(),
    ),
    approval: new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances()),
  }
  return {
    clock,
    submitter,
    services,
    live: new InMemoryLiveChainReads(),
    notices: new NoticeStore(clock),
    api: new InMemoryExchangeApi(),
    ...exchangeSessionDouble(),
  }
}

/**
 * Taps an exchange form's button twice, the second time before the first one's checks have read the chain; resolves
 * with whether the form showed its checks under way meanwhile.
 */
export async function tapTwice(form: {
  submit(): Promise<void>
  readonly step: { readonly checking: boolean }
}): Promise<boolean> {
  const first = form.submit()
  const second = form.submit()
  const checking = form.step.checking
  await Promise.all([first, second])
  return checking
}
