import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { UpdateUser } from '../../../../../shared/users/update-user-schema'
import type { User } from '../../../../../shared/users/user'
import type { AuthedCall } from '../../../lib/session/authed-call'

/** `PUT /api/user/{id}`: one flag (a switch) or a full edit; answers the updated user. */
export const updateUser = (call: AuthedCall, id: string, change: UpdateUser): Promise<User> =>
  call(userRoutes.updateUser, { params: { id }, body: change })
