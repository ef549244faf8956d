import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'

/** What the sender's and the staff's cancel dialogs are given (the staff's one is loaded lazily). */
export interface CancelDialogProps {
  transfer: Transfer
  open: boolean
  onClose: () => void
  /** The list showing the transfer reads it again (its pages are not refreshed by a cache-wide change). */
  onCancelled: (() => void) | undefined
}
