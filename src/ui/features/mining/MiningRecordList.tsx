import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatUnits } from '../../../domain/format/formatUnits'
import { DownloadCsvButton } from '../../components/DownloadCsvButton'
import { TransactionLink } from '../../components/TransactionLink'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { MiningRecordsStore } from './MiningRecordsStore'

const ACTIONS = {
  miningReward: 'mining.records.reward',
  lpWithdraw: 'mining.records.lpWithdraw',
  capitalWithdraw: 'mining.records.capitalWithdraw',
} as const

/**
 * LP income's records (issue 30 item 10): each reward paid and each LP or capital withdrawal, newest first, with its
 * time, exact amount and transaction; "No data" when there is none; the list downloads as CSV.
 */
export const MiningRecordList = observer(function MiningRecordList(props: { store: MiningRecordsStore }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  if (!store.session.account) return null
  const { rows } = store
  return (
    <section className="mining-section" data-testid="mining-records">
      <h2>{t('mining.records.title')}</h2>
      {rows === undefined ? (
        <p className="muted">{store.failed ? t('mining.records.failed') : '…'}</p>
      ) : rows.length === 0 ? (
        <p className="muted" data-testid="mining-records-empty">
          {t('mining.records.none')}
        </p>
      ) : (
        <>
          <DownloadCsvButton csv={() => store.csv()} fileName="fomo-mining-records.csv" testId="mining-records-csv" />
          <ul className="exchange-records">
            {rows.map((row) => {
              const out = row.out && 'raw' in row.out ? row.out : undefined
              return (
                <li
                  key={`${row.txHash}-${row.action}-${out?.raw}`}
                  className="exchange-record"
                  data-testid="mining-record"
                >
                  <span>
                    <strong>{t(ACTIONS[row.action as keyof typeof ACTIONS] ?? 'mining.records.reward')}</strong>{' '}
                    <span data-testid="mining-record-amount">
                      {out ? `${format.numbers(formatUnits(out.raw, out.decimals))} ${out.symbol}` : ''}
                    </span>
                  </span>
                  <span className="muted">{format.dateTime(row.time)}</span>
                  <span className="muted">
                    <TransactionLink chainId={row.chainId} hash={row.txHash} testId="mining-record-tx" />
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
})
