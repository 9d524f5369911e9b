import { type RefObject, useEffect, useRef, useState } from 'react'

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), ' +
  'summary, [tabindex]:not([tabindex="-1"])'

/** Where focus goes back to when a dialog closes, per open dialog: its opener, then its opener's own dialog's. */
const returnTargets = new WeakMap<Element, HTMLElement[]>()
/** The open dialogs, the last on top: only the top one takes the keys (a list manager opened over token selection). */
const open: HTMLElement[] = []

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  )
}

/** The element focused now, then (when it sits in another dialog that may close with this one) that dialog's opener. */
function openerChain(): HTMLElement[] {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) return []
  const outer = active.closest('[role="dialog"]')
  return [active, ...(outer ? (returnTargets.get(outer) ?? []) : [])]
}

/**
 * Keeps the keyboard in an open dialog (WAI-ARIA dialog pattern): focus moves into it on opening (unless a field in it
 * took focus itself), Tab and Shift+Tab cycle through its controls, Escape calls `onClose`, and on closing focus returns
 * to the control that opened it (or, if that is gone with another closing dialog, to that dialog's opener).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  const latestClose = useRef(onClose)
  latestClose.current = onClose
  // read while rendering, before the dialog's own autofocus field takes focus in the commit
  const [opener] = useState(openerChain)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    returnTargets.set(dialog, opener)
    open.push(dialog)
    if (!dialog.contains(document.activeElement)) (focusables(dialog)[0] ?? dialog).focus()
    const onKey = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== dialog) return
      if (event.key === 'Escape') return latestClose.current()
      if (event.key !== 'Tab') return
      const inside = focusables(dialog)
      const first = inside[0]
      const last = inside[inside.length - 1]
      if (!first || !last) return event.preventDefault()
      const active = document.activeElement
      const outside = !dialog.contains(active)
      if (event.shiftKey && (outside || active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      open.splice(open.indexOf(dialog), 1)
      // after React has removed the dialog, and only if focus went with it (not if a dialog opened in its place took it)
      queueMicrotask(() => {
        const active = document.activeElement
        if (active && active !== document.body && active.isConnected) return
        opener.find((element) => element.isConnected)?.focus()
      })
    }
  }, [ref, opener])
}
