import { reaction } from 'mobx'
import type { EnergyLogEntry, EnergyLogPage, SeasonApi } from '../../../ports/SeasonApi'
import { PagedList } from '../../stores/PagedList'
import type { SeasonSession } from './SeasonSession'

/**
 * `/energyDetails`' view model (spec section 2): the superior, the account's season energy and its energy log (type
 * and change amount), newest first, paged with look more from page 1 on every account or chain change.
 */
export class EnergyLogStore {
  readonly list: PagedList<EnergyLogEntry, EnergyLogPage>

  constructor(
    readonly session: SeasonSession,
    api: SeasonApi,
  ) {
    this.list = new PagedList((page) => {
      const { account, chainId } = this.session
      return account ? api.energyLog(chainId, account, page) : undefined
    })
  }

  /** Reads page 1 on every chain or account change; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => [this.session.chainId, this.session.account] as const,
      () => void this.list.reload(),
      { fireImmediately: true },
    )
  }
}
