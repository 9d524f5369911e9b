import { type ReactNode, useEffect } from 'react'
import { Button } from './controls/Button'
import { useT } from './useT'

/** A centred dialog (a bottom sheet on a phone) with a title and a close button; Escape or the backdrop closes it. */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const t = useT()
  const { onClose } = props
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="overlay">
      <Button variant="plain" className="backdrop" tabIndex={-1} aria-label={t('modal.close')} onClick={onClose} />
      <div className="modal" role="dialog" aria-modal="true" aria-label={props.title} data-testid={props.testId}>
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
