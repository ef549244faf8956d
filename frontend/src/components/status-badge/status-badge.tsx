import { statusLabel } from '../../../../shared/transfers/transfer-options'
import './status-badge.css'

export interface StatusBadgeProps {
  status: string
}

/**
 * A transfer's status pill, with the one word every screen uses for it (`statusLabel`: PAID, or
 * READY for collection while not paid out): green for PAID, amber otherwise (the text is always
 * there too).
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  return <span className={`status-badge status-badge--${status === 'PAID' ? 'paid' : 'ready'}`}>{statusLabel(status)}</span>
}
