import { ExchangeRecordList } from '../../components/ExchangeRecordList'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'

/** `/recordHjw`, the HJW exchange records (spec section 2): paged with look more; links to the exchange and release. */
export function RecordHjwScreen(_props: ScreenProps) {
  const { hjwRecords } = useStores()
  return (
    <ScreenFrame title="screen.recordHjw">
      <ExchangeRecordList store={hjwRecords} exports="hjw" />
      <ScreenLinks
        links={[
          { href: '#/exchangeHjw', testId: 'exchange-link-hjw', label: 'exchange.hjwLink' },
          { href: '#/release', testId: 'exchange-link-release', label: 'exchange.releaseLink' },
        ]}
      />
    </ScreenFrame>
  )
}
