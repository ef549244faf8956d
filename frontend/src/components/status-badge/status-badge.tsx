import { statusLabel } from '../../../../shared/transfers/transfer-options'
import './status-badge.css'

export interface StatusBadgeProps {
  status: string
  /**
   * The words: `list` PAID or READY (spec 2.7); `edit` PAID or PENDING (spec 2.8); `receipt`
   * Completed or Pending (spec 4: receipts treat PAID as completed).
   */
  variant?: 'list' | 'edit' | 'receipt'
}

const TEXT = {
  list: (status: string) => statusLabel(status),
  edit: (status: string) => (status === 'PAID' ? 'PAID' : 'PENDING'),
  receipt: (status: string) => (status === 'PAID' ? 'Completed' : 'Pending'),
}

/** A transfer's status pill: green for PAID, amber otherwise (the text is always there too). */
export function StatusBadge({ status, variant = 'list' }: StatusBadgeProps) {
  return <span className={`status-badge status-badge--${status === 'PAID' ? 'paid' : 'ready'}`}>{TEXT[variant](status)}</span>
}
