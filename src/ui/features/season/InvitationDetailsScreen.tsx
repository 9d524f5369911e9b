import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import type { FriendKind, FriendView } from '../../../ports/SeasonApi'
import { LookMore } from '../../components/LookMore'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { type Tab, TabList } from '../../components/TabList'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { InviteLinks } from './InviteLinks'

const TABS: readonly Tab<FriendKind>[] = [
  { value: 3, label: 'season.direct' },
  { value: 4, label: 'season.diffused' },
]

/**
 * `/invitationDetails` (spec sections 2 and 4): the direct and diffused friends' tabs (a tab change starts again from
 * page 1), the top player and the direct count, and per friend the related address, pledge days, pledge amount,
 * contributed courage, lock type and trading volume, with look more.
 */
export const InvitationDetailsScreen = observer(function InvitationDetailsScreen(_props: ScreenProps) {
  const { friends: store } = useStores()
  const t = useT()
  useEffect(() => store.watch(), [store])
  const { list } = store
  const head = list.last
  return (
    <ScreenFrame title="screen.invitationDetails">
      <TabList tabs={TABS} selected={store.kind} onSelect={(kind) => store.setKind(kind)} testId="friends-tab" />
      {store.session.account ? null : <p className="muted">{t('season.connect')}</p>}
      {head ? (
        <dl className="mining-figures" data-testid="friends-head">
          <dt>{t('season.topPlayer')}</dt>
          <dd data-testid="friends-top-player">{head.topPlayerName ? shortenAddress(head.topPlayerName) : '—'}</dd>
          <dt>{t('season.direct')}</dt>
          <dd data-testid="friends-direct-count">{head.directCount}</dd>
        </dl>
      ) : null}
      {list.loaded && list.rows.length === 0 ? (
        <p className="pool-message" data-testid="friends-empty">
          {t('season.noData')}
        </p>
      ) : (
        <ul className="exchange-records" data-testid="friends">
          {list.rows.map((friend) => (
            <FriendRow key={friend.relatedAddr} friend={friend} />
          ))}
        </ul>
      )}
      <LookMore list={list} testId="friends-more" />
      <InviteLinks />
    </ScreenFrame>
  )
})

const FriendRow = observer(function FriendRow(props: { friend: FriendView }) {
  const { friend } = props
  const t = useT()
  const format = useFormat()
  const lockType =
    friend.lockType === 'demand'
      ? t('season.lock.demand')
      : friend.lockType === 'regular'
        ? t('season.lock.regular')
        : (friend.lockType ?? '—')
  return (
    <li className="exchange-record" data-testid="friend" data-address={friend.relatedAddr}>
      <dl className="mining-figures">
        <dt>{t('season.friend.address')}</dt>
        <dd data-testid="friend-address">{shortenAddress(friend.relatedAddr)}</dd>
        <dt>{t('season.friend.pledgeDays')}</dt>
        <dd data-testid="friend-pledge-days">{friend.pledgeDay ?? '—'}</dd>
        <dt>{t('season.friend.pledgeAmount')}</dt>
        <dd data-testid="friend-pledge-amount">{format.numbers(formatLpBalance(friend.pledgeAmount))}</dd>
        <dt>{t('season.friend.courage')}</dt>
        <dd data-testid="friend-courage">{format.numbers(formatBalance(friend.amount, 18))}</dd>
        <dt>{t('season.friend.lockType')}</dt>
        <dd data-testid="friend-lock-type">{lockType}</dd>
        <dt>{t('season.friend.volume')}</dt>
        <dd data-testid="friend-volume">
          {friend.tradingVolume === null ? '—' : `${format.numbers(formatBalance(friend.tradingVolume, 18))} USDT`}
        </dd>
      </dl>
    </li>
  )
})
