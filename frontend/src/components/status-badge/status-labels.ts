import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TransferStatus } from '../../../../shared/transfers/transfer-options'

/** statusLabel's words (shared/transfers/transfer-options.ts), in the reader's language: render with `i18n._`. */
export const STATUS_LABELS: Record<TransferStatus, MessageDescriptor> = {
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
