import { deleteTransfer as deleteTransferRoute } from '../../../../../shared/api/route-table/transfers/delete-transfer'
import { i18n } from '../../../lib/i18n/i18n'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { DELETE_FAILED_TEXT } from '../transfer-texts'

/** DELETE /api/customers/{id}; a refusal carries the server's reason, else spec 8's 'Failed to delete customer'. */
export function deleteTransfer(call: AuthedCall, id: string): Promise<void> {
  return call(deleteTransferRoute, { params: { id }, fallbackMessage: i18n._(DELETE_FAILED_TEXT) })
}
