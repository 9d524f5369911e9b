import { observer } from 'mobx-react-lite'
import type { MessageId } from '../locales/en'
import type { PagedList } from '../stores/PagedList'
import { Button } from './controls/Button'
import { useT } from './useT'

/** A paged list's loading line and look-more button (shown while more pages exist), in its area's words. */
export const LookMore = observer(function LookMore(props: {
  list: Pick<PagedList<unknown, never>, 'loading' | 'hasMore' | 'more'>
  testId: string
  /** The area's texts; the season's by default. */
  texts?: { readonly loading: MessageId; readonly more: MessageId }
}) {
  const { list } = props
  const t = useT()
  const texts = props.texts ?? SEASON_TEXTS
  return (
    <>
      {list.loading ? <p className="muted">{t(texts.loading)}</p> : null}
      {list.hasMore ? (
        <Button variant="link" data-testid={props.testId} disabled={list.loading} onClick={() => void list.more()}>
          {t(texts.more)}
        </Button>
      ) : null}
    </>
  )
})

const SEASON_TEXTS = { loading: 'season.loading', more: 'season.lookMore' } as const
