import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import * as userRoutes from '../../shared/api/route-table/users/list-users'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { listUsers } from '../store/users-store'

export const handler = route(userRoutes.listUsers, async ({ query }) => ok(await listUsers(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor)))
