import { getTransfer } from '../../../../../shared/api/route-table/transfers/get-transfer'
import type { AuthedCall } from '../../../lib/session/authed-call'

// A module of its own so that only "Send again" from a transfer loads it. Loading the route table's
// module lazily instead would make it a lazy chunk for the receipt too (with its catalog prologue).

/** The transfer "Send again" repeats. */
export const readTransfer = (call: AuthedCall, id: string) => call(getTransfer, { params: { id } })
