import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { TransferStatus } from '../../../../shared/transfers/transfer-options'
import './status-badge.css'

export interface StatusBadgeProps {
  status: TransferStatus
}

const TONE: Record<TransferStatus, string> = { PAID: 'paid', PENDING: 'ready', CANCELLED: 'cancelled', ON_HOLD: 'held' }

/** statusLabel's words (shared/transfers/transfer-options.ts), in the reader's language. */
const LABELS: Record<TransferStatus, MessageDescriptor> = {
  PAID: msg({ message: 'PAID', context: 'status badge', comment: 'A transfer status badge: the money was paid out. Capitals, one or two words.' }),
  PENDING: msg({
    message: 'READY',
    context: 'status badge',
    comment: 'A transfer status badge: paid by the sender, waiting to be collected. Capitals, one or two words.',
  }),
  CANCELLED: msg({ message: 'CANCELLED', context: 'status badge', comment: 'A transfer status badge. Capitals, one or two words.' }),
  ON_HOLD: msg({
    message: 'ON HOLD',
    context: 'status badge',
    comment: 'A transfer status badge: held for a compliance review. Capitals, one or two words.',
  }),
}

/**
 * A transfer's status pill, with the one word every screen uses for it (`statusLabel`): green for
 * PAID, amber for READY (not paid out yet), grey for CANCELLED, blue for ON HOLD; the text is always
 * there too, so colour is never the only sign.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { i18n } = useLingui()
  return <span className={`status-badge status-badge--${TONE[status]}`}>{i18n._(LABELS[status])}</span>
}
