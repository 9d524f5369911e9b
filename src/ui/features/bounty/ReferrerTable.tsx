import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../domain/format/formatBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import type { GameTypeFilter } from '../../../ports/BountyApi'
import { LookMore } from '../../components/LookMore'
import { type Tab, TabList } from '../../components/TabList'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BountyStore } from './BountyStore'
import { bountyAmount } from './bountyAmount'

const FILTERS: readonly Tab<GameTypeFilter>[] = [
  { value: 0, label: 'bounty.game.all' },
  { value: 2, label: 'bounty.game.2' },
  { value: 5, label: 'bounty.game.5' },
]

/** The spread-referrer table (spec §2, §3): per direct friend and game, games, bets and weight, filtered by game type. */
export const ReferrerTable = observer(function ReferrerTable(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const amount = bountyAmount(store, format)
  const list = store.referrers
  return (
    <div data-testid="bounty-referrers">
      <h3 className="season-subtitle">{t('bounty.referrers.title')}</h3>
      <TabList
        tabs={FILTERS}
        selected={store.gameType}
        onSelect={(gameType) => store.setGameType(gameType)}
        testId="bounty-game-type"
        chips
      />
      {list.loaded && list.rows.length === 0 ? (
        <p className="pool-message" data-testid="bounty-referrers-empty">
          {t('bounty.noData')}
        </p>
      ) : (
        <ul className="exchange-records">
          {list.rows.map((row) => (
            <li
              key={`${row.address}-${row.gameType}-${row.token}`}
              className="exchange-record"
              data-testid="bounty-referrer"
              data-game-type={row.gameType}
            >
              <dl className="mining-figures">
                <dt>{t('bounty.referrers.address')}</dt>
                <dd>{shortenAddress(row.address)}</dd>
                <dt>{t('bounty.referrers.gameType')}</dt>
                <dd>{t(row.gameType === 2 ? 'bounty.game.2' : 'bounty.game.5')}</dd>
                <dt>{t('bounty.referrers.games')}</dt>
                <dd data-testid="bounty-referrer-games">{row.games}</dd>
                <dt>{t('bounty.referrers.bets')}</dt>
                <dd>{amount(row.token, row.bets)}</dd>
                <dt>{t('bounty.referrers.weight')}</dt>
                <dd>{format.numbers(formatBalance(row.weight, 18))}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <LookMore list={list} testId="bounty-referrers-more" />
    </div>
  )
})
