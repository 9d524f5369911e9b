import { observer } from 'mobx-react-lite'
import { useStores } from './useStores'
import { useT } from './useT'

/** The 2-second notice (red for an API message), with its countdown. */
export const NoticeToast = observer(function NoticeToast() {
  const { notices } = useStores()
  const t = useT()
  const notice = notices.notice
  if (!notice) return null
  return (
    <div className={`notice ${notice.kind}`} role="status" data-testid="notice">
      <span>{notice.text}</span>
      <small data-testid="notice-countdown">{t('notice.closesIn', { seconds: notice.secondsLeft })}</small>
    </div>
  )
})
