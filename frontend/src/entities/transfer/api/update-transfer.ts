import { updateTransfer as updateTransferRoute } from '../../../../../shared/api/route-table/transfers/update-transfer'
import type { Transfer, UpdateTransferInput } from '../../../../../shared/transfers/transfer-schemas'
import { i18n } from '../../../lib/i18n/i18n'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { UPDATE_FAILED_TEXT } from '../transfer-texts'

/** PATCH /api/customers/{id} with the version the screen read (a stale one is 409, never a silent overwrite). */
export function updateTransfer(call: AuthedCall, id: string, body: UpdateTransferInput): Promise<Transfer> {
  return call(updateTransferRoute, { params: { id }, body, fallbackMessage: i18n._(UPDATE_FAILED_TEXT) })
}
