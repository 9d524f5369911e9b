import { ExchangeRecordList } from '../../components/ExchangeRecordList'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/** `/recordHjw`, the HJW exchange records (spec section 2): paged with look more; links to the exchange and release. */
export function RecordHjwScreen(_props: ScreenProps) {
  const { hjwRecords } = useStores()
  const t = useT()
  return (
    <ScreenFrame title="screen.recordHjw">
      <ExchangeRecordList store={hjwRecords} exports="hjw" />
      <nav className="exchange-links">
        <a href="#/exchangeHjw" data-testid="exchange-link-hjw">
          {t('exchange.hjwLink')}
        </a>
        <a href="#/release" data-testid="exchange-link-release">
          {t('exchange.releaseLink')}
        </a>
      </nav>
    </ScreenFrame>
  )
}
