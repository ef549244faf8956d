import * as z from 'zod/mini'
import { defineRoutes } from '../../../shared/api/route-definition'
import { createTestEvent } from './api-event'

/** A signed-in route with nothing of its own, for tests of what `route` does around a handler: the token, the caller. */
export const { whoAmI: whoAmIRoute } = defineRoutes({
  whoAmI: {
    method: 'GET',
    path: '/api/me',
    auth: 'user',
    area: 'test',
    responses: { 200: z.object({ sub: z.string() }) },
  },
})

/** A request to {@link whoAmIRoute} carrying `token` as its bearer. */
export const bearer = (token: string) => createTestEvent({ path: whoAmIRoute.path, headers: { authorization: `Bearer ${token}` } })
