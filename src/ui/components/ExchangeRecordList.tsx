import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../domain/format/formatBalance'
import type { ExchangeRecordsStore } from '../features/exchange/ExchangeRecordsStore'
import { DownloadCsvButton } from './DownloadCsvButton'
import { LookMore } from './LookMore'
import { useFormat } from './useFormat'
import { useT } from './useT'

/** The symbol and decimals of a token on a chain, as the deployment records name it. */
type TokenName = (chainId: number, address: string) => { symbol: string; decimals: number } | undefined

/**
 * A records list of the exchange screens (`/record/2`, `/recordHjw`; spec section 2): newest first, paid and received
 * amounts with their tokens, the time, and the look-more button while more pages exist; 'No data' when empty. The
 * whole list downloads as CSV (`exports`: dk, hjw or release, in the file's name).
 */
export const ExchangeRecordList = observer(function ExchangeRecordList(props: {
  store: ExchangeRecordsStore
  exports: 'dk' | 'hjw' | 'release'
}) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const tokenName: TokenName = (chainId, address) => store.session.tokenOf(chainId, address)
  const amount = (chainId: number, token: string | undefined, value: bigint | undefined) => {
    if (!token || value === undefined) return ''
    const known = tokenName(chainId, token)
    return known ? `${format.numbers(formatBalance(value, known.decimals))} ${known.symbol}` : value.toString()
  }
  if (!store.session.account) return <p className="muted">{t('exchange.connect')}</p>
  if (store.loaded && store.records.length === 0) {
    return (
      <p className="pool-message" data-testid="exchange-records-empty">
        {t('exchange.noData')}
      </p>
    )
  }
  return (
    <div data-testid="exchange-records">
      <DownloadCsvButton
        csv={() => store.csv()}
        fileName={`fomo-${props.exports}-records-${store.session.chainId}.csv`}
        testId="exchange-records-csv"
      />
      <ul className="exchange-records">
        {store.records.map((record) => (
          <li key={`${record.chainId}-${record.txHash}`} className="exchange-record" data-testid="exchange-record">
            {record.tokenIn ? (
              <span>
                {t('exchange.in')}:{' '}
                <strong data-testid="exchange-record-in">
                  {amount(record.chainId, record.tokenIn, record.amountIn)}
                </strong>
              </span>
            ) : null}
            {record.amountOut !== undefined ? (
              <span>
                {t('exchange.out')}:{' '}
                <strong data-testid="exchange-record-out">
                  {amount(record.chainId, record.tokenOut, record.amountOut)}
                </strong>
              </span>
            ) : null}
            <span className="muted">
              {t('exchange.time')}: {format.dateTime(record.time)}
            </span>
          </li>
        ))}
      </ul>
      <LookMore
        list={store}
        testId="exchange-records-more"
        texts={{ loading: 'exchange.loading', more: 'exchange.lookMore' }}
      />
    </div>
  )
})
