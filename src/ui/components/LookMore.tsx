import { observer } from 'mobx-react-lite'
import type { PagedList } from '../stores/PagedList'
import { Button } from './controls/Button'
import { useT } from './useT'

/** A paged list's loading line and look-more button (shown while more pages exist). */
export const LookMore = observer(function LookMore(props: {
  list: Pick<PagedList<unknown, never>, 'loading' | 'hasMore' | 'more'>
  testId: string
}) {
  const { list } = props
  const t = useT()
  return (
    <>
      {list.loading ? <p className="muted">{t('season.loading')}</p> : null}
      {list.hasMore ? (
        <Button variant="link" data-testid={props.testId} disabled={list.loading} onClick={() => void list.more()}>
          {t('season.lookMore')}
        </Button>
      ) : null}
    </>
  )
})
