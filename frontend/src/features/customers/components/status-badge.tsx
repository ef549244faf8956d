import { StatusBadge } from '../../../components/status-badge/status-badge'
// The shared badge's look, with the words of the edit screen and the receipt.
import '../../../components/status-badge/status-badge.css'

export interface TransferStatusBadgeProps {
  status: string
  /**
   * `list`: PAID or READY (spec 2.7, the shared badge); `edit`: PAID or PENDING (spec 2.8);
   * `receipt`: Completed or Pending (spec 4: receipts treat PAID as completed).
   */
  variant?: 'list' | 'edit' | 'receipt'
}

const TEXT = {
  edit: (paid: boolean) => (paid ? 'PAID' : 'PENDING'),
  receipt: (paid: boolean) => (paid ? 'Completed' : 'Pending'),
}

/** A transfer's status pill: green for PAID, amber otherwise (the text is always there too). */
export function TransferStatusBadge({ status, variant = 'list' }: TransferStatusBadgeProps) {
  if (variant === 'list') return <StatusBadge status={status} />
  const paid = status === 'PAID'
  return <span className={`status-badge status-badge--${paid ? 'paid' : 'ready'}`}>{TEXT[variant](paid)}</span>
}
