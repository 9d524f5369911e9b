import { reaction } from 'mobx'
import type { FriendKind, FriendView, InviteSumPage, SeasonApi } from '../../../ports/SeasonApi'
import { observableExcept } from '../../stores/observableExcept'
import { PagedList } from '../../stores/PagedList'
import type { SeasonSession } from './SeasonSession'

/**
 * `/invitationDetails`' view model (spec sections 2 and 4): the direct (3) or diffused (4) friends of the connected
 * account, paged with look more; a tab change, like an account or chain change, starts again from page 1.
 */
export class FriendsStore {
  kind: FriendKind = 3
  readonly list: PagedList<FriendView, InviteSumPage>

  constructor(
    readonly session: SeasonSession,
    private readonly api: SeasonApi,
  ) {
    this.list = new PagedList((page) => {
      const { account, chainId } = this.session
      return account ? this.api.inviteSum(chainId, account, this.kind, page) : undefined
    })
    observableExcept(this, ['session', 'api', 'list'])
  }

  /** Reads page 1 on every tab, chain or account change; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => [this.kind, this.session.chainId, this.session.account] as const,
      () => void this.list.reload(),
      { fireImmediately: true },
    )
  }

  setKind(kind: FriendKind): void {
    this.kind = kind
  }
}
