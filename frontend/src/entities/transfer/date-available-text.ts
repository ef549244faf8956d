import { HELD_DATE_AVAILABLE_MESSAGE } from '../../../../shared/compliance/hold'
import { formatDateAvailable } from '../../../../shared/rates/disclosure'
import type { Transfer } from '../../../../shared/transfers/transfer-schemas'
import { intlLocale } from '../../lib/i18n/i18n'
import { serverText } from '../../lib/i18n/server-text'

/**
 * When the recipient can collect, in the reader's language: the quote's date, or — for a transfer
 * held for review — that it depends on the review (no date is promised that the review may break).
 */
export function dateAvailableText(transfer: Pick<Transfer, 'status' | 'payout'>): string {
  if (transfer.status === 'ON_HOLD') return serverText(HELD_DATE_AVAILABLE_MESSAGE)
  return formatDateAvailable(transfer.payout.dateAvailable, intlLocale())
}
