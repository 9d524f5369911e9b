import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { Button } from '../controls/Button'
import { TextInput } from '../controls/TextInput'
import { useStores } from '../useStores'
import { useT } from '../useT'

/** Spec section 4: a list is removed only after the user types this word. */
export const REMOVE_CONFIRMATION_WORD = 'REMOVE'

/** Where "View list" opens a list (the token-lists viewer). */
export const tokenListViewerUrl = (listUrl: string) =>
  `https://tokenlists.org/token-list?url=${encodeURIComponent(listUrl)}`

/** One list in Manage Lists: name, token count or state, Select/Selected and the options menu. */
export const ListRow = observer(function ListRow({ url }: { url: string }) {
  const { lists } = useStores()
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [typed, setTyped] = useState('')
  const list = lists.state.byUrl[url]
  const selected = lists.state.selectedListUrl === url
  const confirmId = useId()
  const name = list?.current?.name ?? url
  let detail: string
  if (list?.current) detail = t('lists.tokenCount', { count: list.current.tokens.length })
  else if (list?.error) detail = t('lists.loadFailed', { message: list.error })
  else detail = t('lists.loading')
  return (
    <li className="lists-row" data-testid="list-row" data-url={url} data-selected={selected}>
      <div className="lists-row-name">
        <strong data-testid="list-name">{name}</strong>
        <small>{detail}</small>
      </div>
      <Button
        variant="icon"
        aria-label={t('lists.options')}
        aria-expanded={menuOpen}
        data-testid="list-options"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        ⋯
      </Button>
      <Button
        variant={selected ? 'secondary' : 'primary'}
        small
        disabled={selected}
        data-testid="list-select"
        onClick={() => void lists.select(url)}
      >
        {t(selected ? 'lists.selected' : 'lists.select')}
      </Button>
      {menuOpen ? (
        <div className="lists-menu" data-testid="list-menu">
          <a href={tokenListViewerUrl(url)} target="_blank" rel="noreferrer" data-testid="list-view">
            {t('lists.view')}
          </a>
          <Button small disabled={!lists.canRemove(url)} data-testid="list-remove" onClick={() => setConfirming(true)}>
            {t('lists.remove')}
          </Button>
          {list?.pendingUpdate ? (
            <Button small data-testid="list-update" onClick={() => void lists.acceptUpdate(url)}>
              {t('lists.update')}
            </Button>
          ) : null}
          {confirming ? (
            <label htmlFor={confirmId}>
              {t('lists.confirmRemove', { name })}
              <TextInput
                id={confirmId}
                data-testid="list-remove-confirm"
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value)
                  if (event.target.value === REMOVE_CONFIRMATION_WORD) void lists.remove(url)
                }}
              />
            </label>
          ) : null}
        </div>
      ) : null}
    </li>
  )
})
