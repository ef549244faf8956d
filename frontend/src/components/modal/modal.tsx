import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { CloseIcon } from '../icons/icons'
import './modal.css'

export interface ModalProps {
  open: boolean
  /** Called once the dialog has closed (close button, Escape, a click on the backdrop). */
  onClose: () => void
  title: string
  children: ReactNode
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the browser makes the rest of the page
 * inert (the focus trap) and puts it in the top layer. Focus goes to the close button on open and
 * back to whatever had it (the opening button) on close; Escape closes.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const handleClose = () => {
    onClose()
    returnFocusTo.current?.focus()
    returnFocusTo.current = null
  }

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={closeOnBackdrop}
      onKeyDown={(event) => {
        // Browsers close on Escape themselves (the cancel request); this also covers engines that do not.
        if (event.key === 'Escape') {
          event.preventDefault()
          event.currentTarget.close()
        }
      }}
    >
      <div className="modal__content">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="modal__close" aria-label={t`Close`} onClick={() => dialogRef.current?.close()}>
            <CloseIcon className="modal__close-icon" />
          </button>
        </header>
        <div className="modal__body prose">{children}</div>
      </div>
    </dialog>
  )
}
