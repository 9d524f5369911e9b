import { type ReactNode, useRef } from 'react'
import { Button } from './controls/Button'
import { useDialogFocus } from './useDialogFocus'
import { useT } from './useT'

/**
 * A centred dialog (a bottom sheet on a phone) with a title and a close button; Escape or the backdrop closes it, and
 * the keyboard stays inside it while it is open (useDialogFocus).
 */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const t = useT()
  const { onClose } = props
  const dialog = useRef<HTMLDivElement>(null)
  useDialogFocus(dialog, onClose)
  return (
    <div className="overlay">
      <Button variant="plain" className="backdrop" tabIndex={-1} aria-label={t('modal.close')} onClick={onClose} />
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        tabIndex={-1}
        data-testid={props.testId}
      >
        <div className="modal-head">
          <h2>{props.title}</h2>
          <Button variant="icon" aria-label={t('modal.close')} onClick={onClose}>
            ×
          </Button>
        </div>
        {props.children}
      </div>
    </div>
  )
}
