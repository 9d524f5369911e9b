import { observer } from 'mobx-react-lite'
import { ExchangeRecordList } from '../../components/ExchangeRecordList'
import { ScreenFrame } from '../../components/ScreenFrame'
import { ScreenLinks } from '../../components/ScreenLinks'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { BridgeRecordList } from './BridgeRecordList'

/**
 * The `record/{sendType}` route's screen (spec section 2: paged from page 1, look more): 1 is the cross-chain
 * transfers, each with its status and both transactions; 2 the dog-token swaps.
 */
export const RecordScreen = observer(function RecordScreen(props: ScreenProps) {
  const t = useT()
  const { dkRecords, bridgeRecords } = useStores()
  const { sendType } = props.params
  if (sendType === '1') {
    return (
      <ScreenFrame title="screen.record" subtitle={t('screen.record.1')}>
        <BridgeRecordList store={bridgeRecords} />
        <ScreenLinks
          links={[{ href: '#/acrossChain', testId: 'bridge-link-across-chain', label: 'screen.acrossChain' }]}
        />
      </ScreenFrame>
    )
  }
  if (sendType === '2') {
    return (
      <ScreenFrame title="screen.record" subtitle={t('screen.record.2')}>
        <ExchangeRecordList store={dkRecords} exports="dk" />
        <ScreenLinks links={[{ href: '#/exchange', testId: 'exchange-link-exchange', label: 'screen.exchange' }]} />
      </ScreenFrame>
    )
  }
  return <ScreenFrame title="screen.record" comingWith="later" />
})
