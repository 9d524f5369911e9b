import { observer } from 'mobx-react-lite'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { useT } from '../../components/useT'

/** The `record/{sendType}` route's screen (1 cross-chain, 2 dog-token swap); its feature comes with a later issue. */
export const RecordScreen = observer(function RecordScreen(props: ScreenProps) {
  const t = useT()
  const { sendType } = props.params
  const type = sendType === '1' ? t('screen.record.1') : sendType === '2' ? t('screen.record.2') : undefined
  return <ScreenFrame title="screen.record" comingWith="later" {...(type ? { subtitle: type } : {})} />
})
