import { observer } from 'mobx-react-lite'
import { Modal } from './Modal'
import { Spinner } from './Spinner'
import { TransactionResult } from './TransactionResult'
import { useStores } from './useStores'
import { useT } from './useT'

/** The shared transaction modals: waiting for confirmation, then how it ended (`TransactionResult`). */
export const TransactionModalView = observer(function TransactionModalView() {
  const { transactionModal } = useStores()
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
  return (
    <TransactionResult
      result={modal.kind === 'submitted' ? { hash: modal.hash } : { error: modal.message }}
      testId="tx"
      chainId={modal.kind === 'submitted' ? modal.chainId : undefined}
      onClose={close}
    />
  )
})
