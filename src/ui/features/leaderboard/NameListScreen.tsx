import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { shortenAddress } from '../../../domain/format/shortenAddress'
import { Button } from '../../components/controls/Button'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/**
 * `/nameList` (spec sections 1, 2 and 9): the directors' leaderboard as of the last daily 24:00 in the server's zone
 * — rank, address, status (director or candidate) and DAO voucher, the connected account's row marked — with the
 * "top 51, 70 % of swap profit" rule as text (the spec does not enforce it) and "look more" paging.
 */
export const NameListScreen = observer(function NameListScreen(_props: ScreenProps) {
  const { leaderboard: store } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { view, rows } = store
  if (view === undefined)
    return (
      <ScreenFrame title="screen.nameList">
        <div className="pool-message">
          <Spinner label={t('leaderboard.loading')} />
          <span>{t('leaderboard.loading')}</span>
        </div>
      </ScreenFrame>
    )
  const zone = view.timeZone
  return (
    <ScreenFrame title="screen.nameList">
      <p className="leaderboard-rule" data-testid="leaderboard-rule">
        {t('leaderboard.rule', { seats: view.directorSeats, share: view.directorsProfitShareBps / 100 })}
      </p>
      <p className="muted" data-testid="leaderboard-snapshot">
        {view.day === null
          ? t('leaderboard.noSnapshot', { zone })
          : `${t('leaderboard.snapshot', { day: view.day, zone })} · ${t('leaderboard.schedule', { zone })}`}
      </p>
      {rows.length === 0 ? (
        <p className="pool-message" data-testid="leaderboard-empty">
          {t('leaderboard.empty')}
        </p>
      ) : (
        <table className="leaderboard" data-testid="leaderboard">
          <thead>
            <tr>
              <th>{t('leaderboard.rank')}</th>
              <th>{t('leaderboard.address')}</th>
              <th>{t('leaderboard.status')}</th>
              <th>{t('leaderboard.voucher')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const mine = store.isMine(row)
              return (
                <tr
                  key={row.rank}
                  data-testid="leaderboard-row"
                  data-address={row.address}
                  data-mine={mine ? 'true' : undefined}
                  className={`${row.status}${mine ? ' mine' : ''}`}
                >
                  <td data-testid="leaderboard-rank">{row.rank}</td>
                  <td title={row.address}>
                    {shortenAddress(row.address)}
                    {mine ? <strong className="leaderboard-you"> {t('leaderboard.you')}</strong> : null}
                  </td>
                  <td data-testid="leaderboard-status">{t(`leaderboard.${row.status}`)}</td>
                  <td data-testid="leaderboard-voucher">{format.numbers(formatLpBalance(row.voucher))} LP</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {store.hasMore ? (
        <Button
          variant="link"
          data-testid="leaderboard-more"
          disabled={store.loading}
          onClick={() => void store.more()}
        >
          {t('leaderboard.more')}
        </Button>
      ) : null}
    </ScreenFrame>
  )
})
