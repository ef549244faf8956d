import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '../../../components/button/button'
import { Modal } from '../../../components/modal/modal'
import { CountriesGrid } from './countries-grid'
import './new-transfer-button.css'
import { NEW_TRANSFER_DIALOG_TITLE } from '../transfer-texts'

export interface NewTransferButtonProps {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}

/**
 * Starts a transfer from the signed-in area: a dialog with the destinations, each opening its
 * country transfer page (spec 2.4), where the send flow begins. The recipient is entered there too,
 * so Add Recipient opens the same dialog.
 */
export function NewTransferButton({ children, variant = 'primary', className }: NewTransferButtonProps) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={i18n._(NEW_TRANSFER_DIALOG_TITLE)}>
        <div className="new-transfer">
          <p className="new-transfer__lead">
            <Trans>Choose the destination country. You enter the amount next, then the recipient and the payment.</Trans>
          </p>
          {open ? <CountriesGrid /> : null}
        </div>
      </Modal>
    </>
  )
}
