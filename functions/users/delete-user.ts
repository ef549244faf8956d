import { routes } from '../../shared/api/routes'
import { noContent } from '../lib/responses'
import { route } from '../lib/route'
import { deleteUserAccount } from '../services/accounts'

export const handler = route(routes.deleteUser, async ({ actor, params }) => {
  await deleteUserAccount(actor, params.id)
  return noContent()
})
