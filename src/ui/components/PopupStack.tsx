import { observer } from 'mobx-react-lite'
import { diffTokenLists } from '../../domain/lists/diffTokenLists'
import type { Version } from '../../domain/lists/TokenList'
import type { Popup } from '../../domain/popups/Popup'
import { Button } from './controls/Button'
import { transactionSummaryText } from './transactionSummaryText'
import { useStores } from './useStores'
import { useT } from './useT'

const versionText = (version: Version) => `${version.major}.${version.minor}.${version.patch}`

/** The popup stack (top right): finalized transactions and token-list updates, each with a dismiss button. */
export const PopupStack = observer(function PopupStack() {
  const { popups } = useStores()
  if (popups.shown.length === 0) return null
  return (
    <div className="popup-stack" data-testid="popups">
      {popups.shown.map((popup) => (
        <PopupItem key={popup.key} popup={popup} />
      ))}
    </div>
  )
})

const PopupItem = observer(function PopupItem({ popup }: { popup: Popup }) {
  const { popups, lists, config } = useStores()
  const t = useT()
  const { content } = popup
  let body: React.ReactNode
  if (content.kind === 'transaction') {
    body = (
      <>
        <strong>{t(content.success ? 'popup.txConfirmed' : 'popup.txFailed')}</strong>
        <span>
          {content.summary !== undefined
            ? transactionSummaryText(content.summary, t)
            : t('popup.txHash', { hash: `${content.hash.slice(0, 10)}…` })}
        </span>
        <ExplorerLink
          explorer={config.chains.find((chain) => chain.chainId === content.chainId)?.explorerUrl}
          hash={content.hash}
        />
      </>
    )
  } else if (content.auto) {
    body = (
      <span>
        {t('popup.listUpdated', { name: content.newList.name, version: versionText(content.newList.version) })}
      </span>
    )
  } else {
    const diff = diffTokenLists(content.oldList.tokens, content.newList.tokens)
    const accept = async () => {
      await lists.acceptUpdate(content.listUrl)
      popups.remove(popup.key)
    }
    body = (
      <>
        <span>
          {t('popup.listUpdateAvailable', {
            name: content.oldList.name,
            oldVersion: versionText(content.oldList.version),
            newVersion: versionText(content.newList.version),
          })}
        </span>
        <small>{t('popup.listTokenChanges', { added: diff.added.length, removed: diff.removed.length })}</small>
        <Button variant="primary" data-testid="popup-accept" onClick={() => void accept()}>
          {t('popup.acceptUpdate')}
        </Button>
      </>
    )
  }
  return (
    <div className="popup" role="status" data-testid="popup" data-kind={content.kind}>
      <div className="popup-body">{body}</div>
      <Button
        variant="icon"
        aria-label={t('popup.dismiss')}
        data-testid="popup-dismiss"
        onClick={() => popups.dismiss(popup.key)}
      >
        ×
      </Button>
    </div>
  )
})

/** `View on explorer` for a transaction, when the chain has a block explorer (the devnet has none). */
function ExplorerLink(props: { explorer: string | undefined; hash: string }) {
  const t = useT()
  if (!props.explorer) return null
  return (
    <a href={`${props.explorer}/tx/${props.hash}`} target="_blank" rel="noreferrer" data-testid="popup-explorer">
      {t('modal.viewOnExplorer')}
    </a>
  )
}
