import { updateTransfer as updateTransferRoute } from '../../../../../shared/api/route-table/transfers/update-transfer'
import type { Transfer, UpdateTransferInput } from '../../../../../shared/transfers/transfer-schemas'
import type { AuthedCall } from '../../../lib/session/authed-call'
import { UPDATE_FAILED_TEXT } from '../transfer-texts'

/** PATCH /api/customers/{id} with the version the screen read (a stale one is 409, never a silent overwrite). */
export function updateTransfer(call: AuthedCall, id: string, body: UpdateTransferInput): Promise<Transfer> {
  return call(updateTransferRoute, { params: { id }, body, fallbackMessage: UPDATE_FAILED_TEXT })
}
