import { DEFAULT_PAGE_SIZE } from '../../shared/api/pagination'
import * as userRoutes from '../../shared/api/route-table/users/list-users'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { userPage } from '../services/user-profiles'

export const handler = route(userRoutes.listUsers, async ({ query }) => ok(await userPage(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor)))
