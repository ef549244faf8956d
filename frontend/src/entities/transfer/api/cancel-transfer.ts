import { cancelTransfer as cancelTransferRoute } from '../../../../../shared/api/route-table/transfers/cancel-transfer'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { i18n } from '../../../lib/i18n/i18n'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { CANCEL_FAILED_TEXT } from '../transfer-texts'

/** POST /api/customers/{id}/cancel: a repeat answers the cancelled transfer, so a double click cancels once. */
export function cancelTransfer(call: AuthedCall, id: string, reason?: string): Promise<Transfer> {
  return call(cancelTransferRoute, { params: { id }, body: reason ? { reason } : {}, fallbackMessage: i18n._(CANCEL_FAILED_TEXT) })
}
