import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatBalance } from '../../../domain/format/formatBalance'
import { Button } from '../../components/controls/Button'
import { ExchangeRecordList } from '../../components/ExchangeRecordList'
import { RefusalReason } from '../../components/RefusalReason'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { useFormat } from '../../components/useFormat'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { WrongNetwork } from '../../components/WrongNetwork'

/**
 * `/release`, the release withdrawal (spec sections 2 and 5), reached from the HJW exchange and its records: the
 * total amount (final investments), what is pending (investments not yet final: shown, not withdrawable), what was
 * released and withdrawn, the waiting withdrawal and Withdraw — on the withdraw chain only, elsewhere goToBscEx with a
 * switch-network button; below, the withdrawals made, which download as CSV.
 */
export const ReleaseScreen = observer(function ReleaseScreen(_props: ScreenProps) {
  const { release: store, releaseRecords } = useStores()
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const { info, token } = store
  const withdrawn = info?.withdrawn.toString()
  // the withdrawals listed again once the release shows a new one withdrawn (the server has indexed it by then)
  useEffect(() => {
    if (withdrawn !== undefined && withdrawn !== '0') void releaseRecords.reload()
  }, [withdrawn, releaseRecords])
  const account = store.session.account
  const amount = (value: bigint | undefined) =>
    value === undefined || !token ? '…' : `${format.numbers(formatBalance(value, token.decimals))} ${token.symbol}`
  return (
    <ScreenFrame title="screen.release">
      {account ? null : <p className="muted">{t('exchange.connect')}</p>}
      <section className="mining-section" data-testid="release-figures">
        <dl className="mining-figures">
          <dt>{t('exchange.release.total')}</dt>
          <dd data-testid="release-total">{amount(info?.total)}</dd>
          {info && info.pending > 0n ? (
            <>
              <dt>{t('exchange.release.pending', { depth: info.finalityDepth })}</dt>
              <dd data-testid="release-pending">{amount(info.pending)}</dd>
            </>
          ) : null}
          <dt>{t('exchange.release.released')}</dt>
          <dd data-testid="release-released">{amount(info?.released)}</dd>
          <dt>{t('exchange.release.withdrawn')}</dt>
          <dd data-testid="release-withdrawn">{amount(info?.withdrawn)}</dd>
          <dt>{t('exchange.release.waiting')}</dt>
          <dd data-testid="release-waiting">{amount(info?.waiting)}</dd>
        </dl>
        {store.onWithdrawChain ? (
          <Button
            variant="primary"
            wide
            data-testid="release-withdraw"
            greyed={store.refusal !== undefined}
            disabled={!account || !info || store.withdrawing}
            onClick={() => void store.withdraw()}
          >
            {store.withdrawing ? t('exchange.release.withdrawing') : t('exchange.release.withdraw')}
          </Button>
        ) : (
          <WrongNetwork message="exchange.error.goToBscEx" onSwitch={() => void store.switchNetwork()} />
        )}
        <RefusalReason testId="release-withdraw-reason" text={account ? store.refusalText : undefined} />
      </section>
      <section className="mining-section" data-testid="release-records">
        <h3>{t('exchange.release.records')}</h3>
        <ExchangeRecordList store={releaseRecords} exports="release" />
      </section>
      <ScreenLinks
        links={[
          { href: '#/exchangeHjw', testId: 'exchange-link-hjw', label: 'exchange.hjwLink' },
          { href: '#/recordHjw', testId: 'exchange-link-hjw-records', label: 'exchange.hjwRecords' },
        ]}
      />
    </ScreenFrame>
  )
})
