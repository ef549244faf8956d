import * as userRoutes from '../../shared/api/route-table/users/delete-user'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteUserAccount } from '../services/accounts'

export const handler = route(userRoutes.deleteUser, async ({ actor, params }) => {
  await deleteUserAccount(actor, params.id)
  return noContent()
})
