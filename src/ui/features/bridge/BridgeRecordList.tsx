import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { DownloadCsvButton } from '../../components/DownloadCsvButton'
import { LookMore } from '../../components/LookMore'
import { networkName } from '../../components/networkName'
import { TransactionLink } from '../../components/TransactionLink'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BridgeRecordsStore } from './BridgeRecordsStore'

/**
 * `/record/1`'s list (spec section 2; issue 16, item 6): the account's transfers newest first, each with its route,
 * amount and what arrived, its status and both transactions; look more while pages follow; 'No transfer record'
 * when there is none; the whole list downloads as CSV.
 */
export const BridgeRecordList = observer(function BridgeRecordList(props: { store: BridgeRecordsStore }) {
  const { store } = props
  const { list } = store
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  if (!store.session.account) return <p className="muted">{t('bridge.connect')}</p>
  if (list.loaded && list.rows.length === 0) {
    return (
      <p className="pool-message" data-testid="bridge-records-empty">
        {t('bridge.records.noTransferR')}
      </p>
    )
  }
  return (
    <div data-testid="bridge-records">
      <DownloadCsvButton csv={() => store.csv()} fileName="fomo-bridge-records.csv" testId="bridge-records-csv" />
      <ul className="exchange-records">
        {list.rows.map((record) => {
          const decimals = store.decimalsOf(record.sourceChainId, record.token)
          return (
            <li key={record.code} className="exchange-record" data-testid="bridge-record" data-status={record.status}>
              <span>
                {t('bridge.records.route', {
                  from: networkName(t, record.sourceChainId),
                  to: networkName(t, record.targetChainId),
                })}{' '}
                · <strong data-testid="bridge-record-status">{t(`bridge.records.status.${record.status}`)}</strong>
              </span>
              <span>
                {t('bridge.records.amount')}:{' '}
                <strong data-testid="bridge-record-amount">
                  {format.numbers(formatBalance(record.amount, decimals))} {record.token}
                </strong>{' '}
                · {t('bridge.records.received')}: {format.numbers(formatBalance(record.payout, decimals))}{' '}
                {record.token}
              </span>
              {record.time > 0 ? (
                <span className="muted">
                  {t('bridge.records.time')}: {format.dateTime(record.time)}
                </span>
              ) : null}
              {record.sourceTx ? (
                <span className="muted">
                  {t('bridge.status.sourceTx')}:{' '}
                  <TransactionLink
                    chainId={record.sourceChainId}
                    hash={record.sourceTx}
                    testId="bridge-record-source-tx"
                  />
                </span>
              ) : null}
              {record.targetTx ? (
                <span className="muted">
                  {t('bridge.status.targetTx')}:{' '}
                  <TransactionLink
                    chainId={record.targetChainId}
                    hash={record.targetTx}
                    testId="bridge-record-target-tx"
                  />
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
      <LookMore
        list={list}
        testId="bridge-records-more"
        texts={{ loading: 'bridge.loading', more: 'bridge.records.lookMore' }}
      />
    </div>
  )
})
