import { observer } from 'mobx-react-lite'
import { Modal } from './Modal'
import { Spinner } from './Spinner'
import { useStores } from './useStores'
import { useT } from './useT'

/** The shared transaction modals: waiting for confirmation, submitted (hash, explorer link, close), `Error`. */
export const TransactionModalView = observer(function TransactionModalView() {
  const { transactionModal, config } = useStores()
  const t = useT()
  const modal = transactionModal.modal
  if (!modal) return null
  const close = () => transactionModal.dismiss()
  if (modal.kind === 'waiting') {
    return (
      <Modal title={t('modal.waitingTitle')} onClose={close} testId="tx-waiting">
        <div className="centred">
          <Spinner label={t('modal.waitingTitle')} />
          <p>{modal.summary}</p>
          <small className="muted">{t('modal.waitingBody')}</small>
        </div>
      </Modal>
    )
  }
  if (modal.kind === 'submitted') {
    const explorer = config.chains.find((chain) => chain.chainId === modal.chainId)?.explorerUrl
    return (
      <Modal title={t('modal.submittedTitle')} onClose={close} testId="tx-submitted">
        <div className="centred">
          <div className="big-check">✓</div>
          <code data-testid="tx-hash">{`${modal.hash.slice(0, 10)}...${modal.hash.slice(-8)}`}</code>
          {explorer ? (
            <a href={`${explorer}/tx/${modal.hash}`} target="_blank" rel="noreferrer">
              {t('modal.viewOnExplorer')}
            </a>
          ) : null}
          <button type="button" className="primary" onClick={close}>
            {t('modal.close')}
          </button>
        </div>
      </Modal>
    )
  }
  return (
    <Modal title={t('modal.errorTitle')} onClose={close} testId="tx-error">
      <div className="centred">
        <p className="problem">{modal.message}</p>
        <button type="button" className="primary" onClick={close}>
          {t('modal.dismiss')}
        </button>
      </div>
    </Modal>
  )
})
