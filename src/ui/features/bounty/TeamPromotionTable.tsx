import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../domain/format/formatBalance'
import { TextInput } from '../../components/controls/TextInput'
import { LookMore } from '../../components/LookMore'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BountyStore } from './BountyStore'
import { bountyAmount, USDT } from './bountyAmount'

/** Team promotion by month (spec §2, §3): each day's team bets and their value, newest first. */
export const TeamPromotionTable = observer(function TeamPromotionTable(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  const amount = bountyAmount(store, format)
  const list = store.team
  const month = `${store.month.year}-${String(store.month.month).padStart(2, '0')}`
  return (
    <div data-testid="bounty-team">
      <h3 className="season-subtitle">{t('bounty.team.title')}</h3>
      <label className="mining-row">
        <span>{t('bounty.team.month')}</span>
        <TextInput
          type="month"
          value={month}
          data-testid="bounty-team-month"
          onChange={(event) => store.setMonth(event.currentTarget.value)}
        />
      </label>
      {list.loaded && list.rows.length === 0 ? (
        <p className="pool-message" data-testid="bounty-team-empty">
          {t('bounty.noData')}
        </p>
      ) : (
        <ul className="exchange-records">
          {list.rows.map((row) => (
            <li key={`${row.day}-${row.token}`} className="mining-row" data-testid="bounty-team-day">
              <span>{row.day}</span>
              <span>{amount(row.token, row.bets)}</span>
              <strong>
                {row.usdtValue === null ? '—' : `${format.numbers(formatBalance(row.usdtValue, 18))} ${USDT}`}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <LookMore list={list} testId="bounty-team-more" />
    </div>
  )
})
