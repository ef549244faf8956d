import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** `DELETE /api/user/{id}`. */
export const deleteUser = (call: AuthedCall, id: string): Promise<void> => call(userRoutes.deleteUser, { params: { id } })
