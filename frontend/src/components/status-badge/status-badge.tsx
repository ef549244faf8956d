import { useLingui } from '@lingui/react'
import type { TransferStatus } from '../../../../shared/transfers/transfer-options'
import { STATUS_LABELS } from './status-labels'
import './status-badge.css'

export interface StatusBadgeProps {
  status: TransferStatus
}

const TONE: Record<TransferStatus, string> = { PAID: 'success', PENDING: 'warning', CANCELLED: 'muted', ON_HOLD: 'info' }

/**
 * A transfer's status pill, with the one word every screen uses for it (`statusLabel`): green for
 * PAID, amber for READY (not paid out yet), grey for CANCELLED, blue for ON HOLD; the text is always
 * there too, so colour is never the only sign.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { i18n } = useLingui()
  return <span className={`status-badge pill tone-${TONE[status]}`}>{i18n._(STATUS_LABELS[status])}</span>
}
