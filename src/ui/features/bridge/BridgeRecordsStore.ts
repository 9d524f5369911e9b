import { reaction, runInAction } from 'mobx'
import type { BridgeService } from '../../../domain/bridge/BridgeService'
import { bridgeRecordRows } from '../../../domain/records/bridgeRecordRows'
import { readAllPages } from '../../../domain/records/readAllPages'
import { recordsCsv } from '../../../domain/records/recordsCsv'
import type { BridgeChainView, BridgeRecordView } from '../../../ports/BridgeApi'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { observableExcept } from '../../stores/observableExcept'
import { PagedList } from '../../stores/PagedList'

type RecordPage = { page: number; count: number; hasMore: boolean; list: BridgeRecordView[] }

/**
 * `/record/1`'s view model (spec section 2: paginated from page 1 with a look-more button): the account's cross-chain
 * transfers on both chains, newest first, each with its status and both transactions; page 1 again on every account
 * change. The bridge's config gives each token's decimals.
 */
export class BridgeRecordsStore {
  readonly list: PagedList<BridgeRecordView, RecordPage>
  chains: readonly BridgeChainView[] = []

  constructor(
    readonly session: Pick<CrossChainSession, 'account' | 'chainId'>,
    private readonly bridge: Pick<BridgeService, 'records' | 'config'>,
  ) {
    this.list = new PagedList((page) => {
      const { account } = this.session
      return account
        ? bridge.records(account, page).then((answer) => ({ ...answer, count: answer.total, list: [...answer.list] }))
        : undefined
    })
    observableExcept(this, ['session', 'bridge', 'list', 'csv'])
  }

  /** The decimals of `symbol` on `chainId` as the config lists it (18 until it has loaded). */
  decimalsOf(chainId: number, symbol: string): number {
    const chain = this.chains.find((candidate) => candidate.chainId === chainId)
    return chain?.tokens.find((token) => token.symbol === symbol)?.decimals ?? 18
  }

  /**
   * Every transfer of the account, all pages read, as the records CSV (what `fomo bridge records --csv` prints); the
   * config is read first when it has not loaded, for the tokens' decimals.
   */
  async csv(): Promise<string> {
    const { account } = this.session
    if (!account) return recordsCsv([])
    const chains = this.chains.length > 0 ? this.chains : await this.bridge.config(account)
    const records = await readAllPages((page) => this.bridge.records(account, page))
    const decimalsOf = (chainId: number, symbol: string) =>
      chains.find((chain) => chain.chainId === chainId)?.tokens.find((token) => token.symbol === symbol)?.decimals ?? 18
    return recordsCsv(bridgeRecordRows(records, account, decimalsOf))
  }

  /** Reads page 1 and the config on every account change; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => this.session.account,
      (account) => {
        void this.list.reload()
        if (account)
          void this.bridge.config(account).then(
            (chains) => runInAction(() => (this.chains = chains)),
            () => {}, // the reporting API has shown it
          )
      },
      { fireImmediately: true },
    )
  }
}
