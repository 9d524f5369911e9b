import { observer } from 'mobx-react-lite'
import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { Modal } from './Modal'
import { useStores } from './useStores'
import { useT } from './useT'

/**
 * How a sent transaction ended, in a modal: submitted (a check, the short hash, the explorer link of `chainId` when it
 * has one, Close) or `Error` (the message, Dismiss). The test ids are `{testId}-submitted`, `-hash`, `-close`, `-error`
 * and `-error-message`.
 */
export const TransactionResult = observer(function TransactionResult(props: {
  result: { readonly hash: string } | { readonly error: string }
  testId: string
  /** The chain whose explorer links the hash; none: no link. */
  chainId?: number | undefined
  submittedTitle?: MessageId
  closeText?: MessageId
  onClose: () => void
}) {
  const { config } = useStores()
  const t = useT()
  const { result, testId, onClose } = props
  if ('error' in result) {
    return (
      <Modal title={t('modal.errorTitle')} onClose={onClose} testId={`${testId}-error`}>
        <div className="centred">
          <p className="problem" data-testid={`${testId}-error-message`}>
            {result.error}
          </p>
          <Button variant="primary" onClick={onClose}>
            {t('modal.dismiss')}
          </Button>
        </div>
      </Modal>
    )
  }
  const { hash } = result
  const explorer =
    props.chainId === undefined
      ? undefined
      : config.chains.find((chain) => chain.chainId === props.chainId)?.explorerUrl
  return (
    <Modal title={t(props.submittedTitle ?? 'modal.submittedTitle')} onClose={onClose} testId={`${testId}-submitted`}>
      <div className="centred">
        <div className="big-check">✓</div>
        <code data-testid={`${testId}-hash`}>{`${hash.slice(0, 10)}...${hash.slice(-8)}`}</code>
        {explorer ? (
          <a href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer">
            {t('modal.viewOnExplorer')}
          </a>
        ) : null}
        <Button variant="primary" data-testid={`${testId}-close`} onClick={onClose}>
          {t(props.closeText ?? 'modal.close')}
        </Button>
      </div>
    </Modal>
  )
})
