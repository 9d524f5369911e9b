import { observer } from 'mobx-react-lite'
import { ExchangeRecordList } from '../../components/exchange/ExchangeRecordList'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'

/**
 * The `record/{sendType}` route's screen: 2 is the dog-token swaps (paged, look more, spec section 2); 1, the
 * cross-chain transfers, comes with the bridge.
 */
export const RecordScreen = observer(function RecordScreen(props: ScreenProps) {
  const t = useT()
  const { dkRecords } = useStores()
  const { sendType } = props.params
  if (sendType === '2') {
    return (
      <ScreenFrame title="screen.record" subtitle={t('screen.record.2')}>
        <ExchangeRecordList store={dkRecords} />
        <nav className="exchange-links">
          <a href="#/exchange" data-testid="exchange-link-exchange">
            {t('screen.exchange')}
          </a>
        </nav>
      </ScreenFrame>
    )
  }
  const type = sendType === '1' ? t('screen.record.1') : undefined
  return <ScreenFrame title="screen.record" comingWith="later" {...(type ? { subtitle: type } : {})} />
})
