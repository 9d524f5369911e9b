import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Button } from '../controls/Button'
import { TextInput } from '../controls/TextInput'
import { Modal } from '../Modal'
import { useStores } from '../useStores'
import { useT } from '../useT'
import { ListRow } from './ListRow'
import { listErrorText } from './listErrorText'

/** The token-lists viewer linked from Manage Lists. */
export const TOKEN_LISTS_VIEWER = 'https://tokenlists.org'

/** Manage Lists (spec sections 2 and 4): add a list by URL or name, and the lists sorted by name. */
export const ManageListsModal = observer(function ManageListsModal() {
  const { ui, lists } = useStores()
  const t = useT()
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [adding, setAdding] = useState(false)
  if (ui.dialog !== 'lists') return null
  const add = async () => {
    const url = input.trim()
    if (!url) return
    setAdding(true)
    setError(undefined)
    try {
      await lists.addList(url)
      setInput('')
    } catch (problem) {
      setError(listErrorText(problem, url, t))
    } finally {
      setAdding(false)
    }
  }
  return (
    <Modal title={t('lists.title')} onClose={() => ui.close()} testId="manage-lists">
      <form
        className="lists-add"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <TextInput
          data-testid="list-input"
          placeholder={t('lists.placeholder')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" variant="primary" small disabled={adding || !input.trim()} data-testid="list-add">
          {t('lists.add')}
        </Button>
      </form>
      {error ? (
        <p className="lists-error" role="alert" data-testid="list-error">
          {error}
        </p>
      ) : null}
      <ul className="lists-rows">
        {lists.sortedUrls.map((url) => (
          <ListRow key={url} url={url} />
        ))}
      </ul>
      <a href={TOKEN_LISTS_VIEWER} target="_blank" rel="noreferrer" data-testid="lists-viewer">
        {t('lists.viewer')}
      </a>
    </Modal>
  )
})
