import { statusLabel } from '../../../../shared/transfers/transfer-options'
import './status-badge.css'

/** A transfer's status as lists show it (spec 2.7): PAID, or READY for anything not paid. */
export function StatusBadge({ status }: { status: string }) {
  const label = statusLabel(status)
  return <span className={`status-badge status-badge--${label.toLowerCase()}`}>{label}</span>
}
